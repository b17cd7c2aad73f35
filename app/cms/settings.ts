import type { SettingsDocument } from '#schemas/index.ts'

/** What the product runs with when the realm settings can't be read: safe, plain defaults. */
export const fallbackSettings: SettingsDocument = {
  id: 'realm',
  realmName: 'Marquee',
  navLayout: 'TOP',
  defaultPage: 'HOME',
  locales: ['en', 'es', 'pt'],
  defaultLocale: 'en',
  features: {
    sharing: false,
    watchlists: false,
    enhancedMetadata: false,
    seriesInterstitial: false,
    epgPlayback: false,
    selfRegistration: true,
    languageSelector: true,
    chooseProfileAfterSignIn: false,
  },
}
