import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import type { ButtonVariants } from '#app/components/ui/button.css.ts'
import { useT } from '#app/i18n/t.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { buttonStrings } from './strings.ts'

/** How long the share control shows its outcome ("Copied", "Shared" or the failure) before it resets. */
export const SHARE_CONFIRMATION_MS = 2000

type Outcome = 'copied' | 'shared' | 'failed'

export interface ShareButtonProps {
  /** the page to share: a same-origin path (made absolute when shared) */
  url: string
  title?: string
  label: string
  variant?: NonNullable<ButtonVariants['variant']>
  size?: ButtonVariants['size']
  /** what an icon-only button shows; the label stays its accessible name */
  icon?: ReactNode
}

/**
 * The share control: the browser's own share sheet (Web Share API) where there is one, otherwise
 * the link is copied to the clipboard. The outcome shows for 2 s, then the control resets; it is
 * also announced through a live region. When neither way works it says so (socialShareFailed).
 * Without JavaScript it is a plain link to the page, which the visitor can share from the browser.
 */
export function ShareButton({ url, title, label, variant = 'secondary', size, icon }: ShareButtonProps) {
  const { t } = useT(buttonStrings)
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (what: Outcome) => {
    setOutcome(what)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOutcome(null), SHARE_CONFIRMATION_MS)
  }

  const share = async () => {
    const absolute = new URL(url, window.location.href).href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute })
        show('shared')
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to confirm.
        if (error instanceof DOMException && error.name === 'AbortError') return
        // otherwise try copying instead
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard in this browser')
      await navigator.clipboard.writeText(absolute)
      show('copied')
    } catch (error) {
      console.warn('share: copying the link failed', error)
      show('failed')
    }
  }

  const message =
    outcome === 'copied'
      ? t('buttons:buttons.copied')
      : outcome === 'shared'
        ? t('buttons:buttons.shared')
        : outcome === 'failed'
          ? t('buttons:socialShareFailed')
          : ''
  const iconOnly = variant === 'icon'
  const body = iconOnly && icon ? icon : label

  if (!hydrated) {
    return (
      <ButtonLink href={url} variant={variant} size={size} aria-label={iconOnly ? label : undefined}>
        {body}
      </ButtonLink>
    )
  }
  return (
    <>
      <Button variant={variant} size={size} deferUntilNear onPress={() => void share()} aria-label={iconOnly ? label : undefined}>
        {outcome && outcome !== 'failed' && !iconOnly ? message : body}
      </Button>
      <span role="status" className={visuallyHidden}>
        {message}
      </span>
    </>
  )
}
