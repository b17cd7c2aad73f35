import { describe, expect, it } from 'vitest'
import type { ButtonAction } from '#schemas/index.ts'
import { hiddenReason, isButtonVisible, type ButtonRuleContext } from './visibility.ts'

const ctx = (over: Partial<ButtonRuleContext> & { sharing?: boolean; watchlists?: boolean; guest?: boolean } = {}): ButtonRuleContext => ({
  settings: { features: { sharing: over.sharing ?? true, watchlists: over.watchlists ?? true } },
  viewer: { isGuest: over.guest ?? false },
  content: over.content ?? null,
})

describe('composed button visibility', () => {
  it('never shows download', () => {
    expect(hiddenReason({ action: 'download' }, ctx())).toBe('download')
  })

  it('shows share only when the realm enables sharing', () => {
    expect(isButtonVisible({ action: 'share' }, ctx({ sharing: true }))).toBe(true)
    expect(hiddenReason({ action: 'share' }, ctx({ sharing: false }))).toBe('sharingDisabled')
    expect(hiddenReason({ action: 'share' }, { ...ctx(), settings: { features: {} } })).toBe('sharingDisabled')
  })

  it('shows watchlist only when the realm enables watchlists, and never to guests', () => {
    expect(isButtonVisible({ action: 'watchlist' }, ctx())).toBe(true)
    expect(hiddenReason({ action: 'watchlist' }, ctx({ watchlists: false }))).toBe('watchlistsDisabled')
    expect(hiddenReason({ action: 'watchlist' }, ctx({ guest: true }))).toBe('guest')
  })

  it('shows favourites to guests too (their toggle leads to sign-in)', () => {
    expect(isButtonVisible({ action: 'favourites' }, ctx())).toBe(true)
    expect(hiddenReason({ action: 'favourites' }, ctx({ guest: true }))).toBeNull()
  })

  it('shows a trailer only when granted or granted on sign-in', () => {
    expect(isButtonVisible({ action: 'trailer', trailerAccessLevel: 'GRANTED' }, ctx())).toBe(true)
    expect(isButtonVisible({ action: 'trailer', trailerAccessLevel: 'GRANTED_ON_SIGN_IN' }, ctx({ guest: true }))).toBe(true)
    expect(hiddenReason({ action: 'trailer', trailerAccessLevel: 'DENIED' }, ctx())).toBe('trailerNotGranted')
    expect(hiddenReason({ action: 'trailer', trailerAccessLevel: 'GEOBLOCKED' }, ctx())).toBe('trailerNotGranted')
  })

  it("falls back to the content's access level for a trailer, and hides it when neither is known", () => {
    expect(isButtonVisible({ action: 'trailer' }, ctx({ content: { accessLevel: 'GRANTED' } }))).toBe(true)
    expect(hiddenReason({ action: 'trailer' }, ctx({ content: { accessLevel: 'DENIED' } }))).toBe('trailerNotGranted')
    expect(hiddenReason({ action: 'trailer' }, ctx())).toBe('trailerNotGranted')
    // The trailer's own level wins over the content's.
    expect(isButtonVisible({ action: 'trailer', trailerAccessLevel: 'GRANTED' }, ctx({ content: { accessLevel: 'DENIED' } }))).toBe(true)
  })

  it('offers sign-in to guests only', () => {
    expect(isButtonVisible({ action: 'signIn' }, ctx({ guest: true }))).toBe(true)
    expect(hiddenReason({ action: 'signIn' }, ctx({ guest: false }))).toBe('signedIn')
  })

  it('shows the other actions to everyone', () => {
    const others: ButtonAction[] = ['play', 'restart', 'filter', 'sort', 'search', 'reviewSubmit']
    for (const action of others) {
      expect(isButtonVisible({ action }, ctx({ guest: true, sharing: false, watchlists: false }))).toBe(true)
    }
  })
})
