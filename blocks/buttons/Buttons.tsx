import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useLocalePath, useLoginHref } from '#app/i18n/links.tsx'
import { useT, type Translate } from '#app/i18n/t.ts'
import { buttonStrings } from './strings.ts'
import type { ButtonVariants } from '#app/components/ui/button.css.ts'
import type { ContentCard } from '#app/platform/types.ts'
import type { ButtonAction, ComposedButton } from '#schemas/index.ts'
import type { BlockProps } from '../types.ts'
import { contentPath } from '#blocks/shared/links.ts'
import { isButtonVisible } from './visibility.ts'
import { ShareButton } from './ShareButton.tsx'
import { FavouriteToggle } from '#app/favourites/FavouriteToggle.tsx'
export { SHARE_CONFIRMATION_MS } from './ShareButton.tsx'
import { AddToWatchlist } from '#app/watchlists/AddToWatchlist.tsx'
import * as s from './buttons.css.ts'

function defaultLabel(action: ButtonAction, t: Translate<typeof buttonStrings>): string {
  switch (action) {
    case 'play':
      return t('buttons:buttons.play')
    case 'restart':
      return t('buttons:buttons.restart')
    case 'trailer':
      return t('buttons:buttons.trailer')
    case 'signIn':
      return t('buttons:buttons.signIn')
    case 'search':
      return t('buttons:buttons.search')
    case 'filter':
      return t('buttons:buttons.filter')
    case 'sort':
      return t('buttons:buttons.sort')
    case 'reviewSubmit':
      return t('buttons:buttons.reviewSubmit')
    case 'share':
      return t('buttons:buttons.share')
    case 'favourites':
      return t('buttons:buttons.favourites')
    case 'watchlist':
      return t('buttons:buttons.watchlist')
    case 'download':
      return t('buttons:buttons.download')
  }
}

/** Where a link button goes when the CMS gave no link; null when it has nowhere to go. */
function defaultHref(action: ButtonAction, content: ContentCard | null, signIn: string): string | null {
  const item = content ? contentPath(content) : null
  switch (action) {
    case 'play':
    case 'trailer':
      return item
    case 'restart':
      return item ? `${item}?start=0` : null
    case 'signIn':
      return signIn
    case 'search':
      return '/search'
    default:
      return null
  }
}

function variantOf(button: ComposedButton): NonNullable<ButtonVariants['variant']> {
  return button.variant ?? (button.action === 'play' ? 'primary' : 'secondary')
}

/** A row of composed buttons acting on one catalogue item. */
export function Buttons({ block, data, env }: BlockProps<'buttons'>) {
  const { t } = useT(buttonStrings)
  const location = useLocation()
  const localize = useLocalePath()
  const here = `${location.pathname}${location.search}`
  const signIn = useLoginHref(here)
  const content = data.content
  const rules = { settings: env.settings, viewer: env.viewer, content }

  const rendered = block.buttons
    .filter((button) => isButtonVisible(button, rules))
    .map((button, i) => {
      const label = button.label ?? defaultLabel(button.action, t)
      const variant = variantOf(button)
      const key = `${button.action}-${i}`
      const body = variant === 'icon' ? <IconLabel action={button.action} label={label} /> : label

      if (button.action === 'share') {
        const url = localize(button.link ?? (content ? contentPath(content) : here))
        return (
          <ShareButton
            key={key}
            url={url}
            title={content?.title}
            label={label}
            variant={variant}
            icon={variant === 'icon' ? <IconLabel action="share" label={label} /> : undefined}
          />
        )
      }
      if (button.action === 'favourites') {
        if (!content) return null
        return (
          <FavouriteToggle
            key={key}
            contentId={content.id}
            title={content.title}
            favourite={content.favourite === true}
            isGuest={env.viewer.isGuest}
            redirectTo={here}
            variant={variant}
            addLabel={button.label}
          >
            {(text) => (variant === 'icon' ? <IconLabel action="favourites" label={text} /> : text)}
          </FavouriteToggle>
        )
      }
      if (button.action === 'watchlist') {
        if (!content) return null
        return (
          <AddToWatchlist key={key} content={content} label={label} variant={variant}>
            {body}
          </AddToWatchlist>
        )
      }
      const href = button.link ?? defaultHref(button.action, content, signIn)
      // Filter, sort and review have nothing to act on in a composed page without a link.
      if (!href) return null
      return (
        <ButtonLink key={key} href={href} variant={variant} aria-label={variant === 'icon' ? label : undefined}>
          {body}
        </ButtonLink>
      )
    })
    .filter(Boolean)

  if (rendered.length === 0) return null
  return (
    <div className={s.root} role="group" aria-label={content?.title} data-block="buttons">
      {rendered}
    </div>
  )
}

const iconPaths: Partial<Record<ButtonAction, string>> = {
  play: 'M8 5v14l11-7z',
  restart: 'M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
  trailer: 'M4 6h16v12H4zM10 9v6l5-3z',
  share: 'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z',
  favourites:
    'M12 21 10.6 19.7C5.4 15 2 12 2 8.3 2 5.3 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.3 22 8.3c0 3.7-3.4 6.7-8.6 11.4z',
  watchlist: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  search: 'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z',
  signIn: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
}

/** Icon-only buttons: the label is the accessible name (aria-label), the glyph is decorative. */
export function IconLabel({ action, label }: { action: ButtonAction; label: string }): ReactNode {
  const d = iconPaths[action]
  if (!d) return <span aria-hidden="true">{label.slice(0, 1)}</span>
  return (
    <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  )
}
