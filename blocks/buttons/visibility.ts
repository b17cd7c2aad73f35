import type { ContentCard } from '#app/platform/types.ts'
import type { ComposedButton, SettingsDocument } from '#schemas/index.ts'
import type { BlockEnv } from '../types.ts'

export interface ButtonRuleContext {
  settings: Pick<SettingsDocument, 'features'>
  viewer: BlockEnv['viewer']
  content: Pick<ContentCard, 'accessLevel'> | null
}

export type HiddenReason = 'download' | 'sharingDisabled' | 'watchlistsDisabled' | 'guest' | 'signedIn' | 'trailerNotGranted'

/**
 * Why a composed button is hidden, or null when it shows: download always; share without realm sharing; watchlist without realm
 * watchlists; watchlist for guests (their favourites toggle leads to sign-in instead); a trailer that is neither GRANTED nor
 * GRANTED_ON_SIGN_IN (its own trailerAccessLevel, else the content's access level); sign-in for
 * viewers who are already signed in.
 */
export function hiddenReason(button: Pick<ComposedButton, 'action' | 'trailerAccessLevel'>, ctx: ButtonRuleContext): HiddenReason | null {
  switch (button.action) {
    case 'download':
      return 'download'
    case 'share':
      return ctx.settings.features.sharing ? null : 'sharingDisabled'
    case 'watchlist':
      if (!ctx.settings.features.watchlists) return 'watchlistsDisabled'
      return ctx.viewer.isGuest ? 'guest' : null
    case 'favourites':
      // a guest cannot favourite, but sees the toggle as a way in: it leads to sign-in and back
      return null
    case 'trailer': {
      const level = button.trailerAccessLevel ?? ctx.content?.accessLevel
      return level === 'GRANTED' || level === 'GRANTED_ON_SIGN_IN' ? null : 'trailerNotGranted'
    }
    case 'signIn':
      return ctx.viewer.isGuest ? null : 'signedIn'
    default:
      return null
  }
}

export function isButtonVisible(button: Pick<ComposedButton, 'action' | 'trailerAccessLevel'>, ctx: ButtonRuleContext): boolean {
  return hiddenReason(button, ctx) === null
}
