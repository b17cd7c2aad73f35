import { useFetcher } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import type { ButtonVariants } from '#app/components/ui/button.css.ts'
import { localePath, loginHref } from '#app/i18n/locale-path.ts'
import { useT } from '#app/i18n/t.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import type { FavouriteActionData } from './favourites.server.ts'
import { favouritesStrings } from './strings.ts'
import { recordFavourite, useFavourite } from './favourite-state.ts'
import * as s from './favourites.css.ts'

/** useLayoutEffect in the browser; the server never has an answer to record (and warns about layout effects). */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect

export interface FavouriteToggleProps {
  contentId: string
  title: string
  /** the platform's flag for the signed-in viewer */
  favourite: boolean
  isGuest: boolean
  /** where a plain (no-JavaScript) submission and a guest's sign-in come back to: the title's page */
  redirectTo: string
  variant?: NonNullable<ButtonVariants['variant']>
  size?: ButtonVariants['size']
  /** an editor's own add-to-favourites label */
  addLabel?: string
  /** what the button shows for a label (an icon for icon buttons); the label stays its accessible name */
  children?: (label: string) => ReactNode
  /**
   * The accessible name names the title ("Add The Last Ferry Home to favourites"): for a toggle
   * beside many others, such as on cards, where "Add to favourites" alone would not say which.
   */
  nameWithTitle?: boolean
  className?: string
  /** told of each change the platform confirmed (the favourites page takes a removed card away) */
  onChanged?: (favourite: boolean) => void
}

/** The toggle's fetcher as it last told the toggle, for the submission `of`. */
interface FetcherView {
  of: FormData
  state: 'idle' | 'loading' | 'submitting'
  formData: FormData | undefined
  data: FavouriteActionData | undefined
}

/**
 * The favourites toggle: a real form posting `intent` add or remove to the FAVOURITES action, so
 * it works without JavaScript (the action redirects back here). With JavaScript it submits
 * through a fetcher and shows the new state at once; the page's data then comes back from the
 * platform. The label says what pressing does; a live region announces the outcome. A guest gets a
 * link to sign in that comes back to the title.
 *
 * The fetcher is made on the toggle's first submission (`FavouriteFetcher`), not with the toggle:
 * a signed-in home shows some seventy toggles, most of them never pressed, and a fetcher with its
 * form costs each of them about as much to render as the rest of the toggle (on the server and
 * again when the row hydrates). Until then the form is a plain one, with the same markup.
 */
export function FavouriteToggle({
  contentId,
  title,
  favourite,
  isGuest,
  redirectTo,
  variant = 'secondary',
  size,
  addLabel,
  children,
  nameWithTitle = false,
  className,
  onChanged,
}: FavouriteToggleProps) {
  // the page's language as its strings have it: the toggle reads nothing of the router
  const { t, locale } = useT(favouritesStrings)
  const hydrated = useHydrated()
  // the form data of the last submission through JavaScript, and what its fetcher said of it
  const [sent, setSent] = useState<FormData | null>(null)
  const [fetcher, setFetcher] = useState<FetcherView | null>(null)
  // a submission the fetcher has not reported on yet is pending with what it asked
  const pending = (sent && fetcher?.of !== sent ? sent : fetcher?.formData)?.get('intent')
  const failed = fetcher?.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null
  // every toggle of this title on the page shows the latest answer (favourite-state.ts); recorded
  // before paint, so the button never shows the old state between the answer and the record
  const answer = fetcher?.data
  useBeforePaint(() => {
    if (answer?.ok && answer.contentId === contentId) {
      recordFavourite(contentId, answer.favourite)
      onChanged?.(answer.favourite)
    }
  }, [answer, contentId])
  const known = useFavourite(contentId, favourite)
  const current = pending === 'add' ? true : pending === 'remove' ? false : known
  const addText = addLabel ?? t('favourites:favourites.add')
  const label = current ? t('favourites:favourites.remove') : addText
  const body = children ? children(label) : label
  const iconOnly = variant === 'icon'
  const name = nameWithTitle
    ? t(current ? 'favourites:favourites.removeTitle' : 'favourites:favourites.addTitle', { title })
    : iconOnly
      ? label
      : undefined

  if (isGuest) {
    return (
      <ButtonLink href={loginHref(locale, redirectTo)} variant={variant} size={size} aria-label={iconOnly ? addText : undefined}>
        {children ? children(addText) : addText}
      </ButtonLink>
    )
  }

  const announcement = failed
    ? t(`favourites:${failed.message}`)
    : fetcher?.data?.ok && fetcher.state === 'idle'
      ? t(fetcher.data.favourite ? 'favourites:favourites.added' : 'favourites:favourites.removed', { title })
      : ''

  const action = localePath(locale, '/favourites')
  // before hydration the browser posts the form itself, as without JavaScript
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSent(new FormData(event.currentTarget))
  }

  return (
    <form method="post" action={action} onSubmit={submit} className={[s.toggleForm, className].filter(Boolean).join(' ')}>
      <input type="hidden" name="intent" value={current ? 'remove' : 'add'} />
      <input type="hidden" name="contentId" value={contentId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" variant={variant} size={size} aria-label={name} data-favourite={current ? 'true' : 'false'}>
        {body}
      </Button>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
      {sent ? <FavouriteFetcher sent={sent} action={action} onChange={setFetcher} /> : null}
    </form>
  )
}

/**
 * The toggle's fetcher, from its first submission on: it sends each submission once (a new one
 * while the last is under way replaces it, as a fetcher does) and tells the toggle its state, what
 * it sent and the action's answer.
 */
function FavouriteFetcher({ sent, action, onChange }: { sent: FormData; action: string; onChange: (view: FetcherView) => void }) {
  const { submit, state, formData, data } = useFetcher<FavouriteActionData>()
  const submitted = useRef<FormData>()
  // the last submission the fetcher was seen under way with (the router keeps the form data it was
  // given): until the router takes a submission up, in a later render, the fetcher's state and
  // data are those from before it
  const underWay = useRef<FormData>()
  if (formData === sent) underWay.current = sent
  useEffect(() => {
    if (submitted.current === sent) return
    submitted.current = sent
    void submit(sent, { method: 'post', action })
  }, [sent, action, submit])
  useBeforePaint(() => {
    if (underWay.current === sent) onChange({ of: sent, state, formData, data })
  }, [sent, state, formData, data, onChange])
  return null
}
