import { accountCalls } from '#app/platform/account.server.ts'
import type { Preferences } from '#schemas/account.ts'
import { redirect, type AppLoadContext } from '@remix-run/node'
import type { MenuDocument, SettingsDocument } from '#schemas/index.ts'
import { platformFor, sessionClientFor } from '#app/session.server.ts'
import { resolveStrings } from '#app/i18n/i18n.server.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { defaultLocaleOf } from '#schemas/localize.ts'
import { localized } from '#app/cms/localize.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Locale, Strings } from '#app/i18n/resources.ts'
import type { Profile, SessionUser } from '#app/platform/types.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { themeVarsFor } from '#app/styles/theme.ts'
import { rememberWhileEqual } from '#app/utils/remembered-while-equal.server.ts'
import { CHOOSE_PROFILE_PARAM, consentStepTarget, isConsentGateExempt, withoutChooseProfile } from '#app/auth/redirect.ts'

export interface RootData {
  locale: Locale
  strings: Strings
  settings: SettingsDocument
  /**
   * The realm theme's inline CSS variables for <body> (themeVarsFor), worked out here so the
   * colour maths stays out of every page's JavaScript.
   */
  themeStyle: Record<string, string>
  /** null when the menu couldn't be read: the bar still shows the logo and sign-in. */
  menu: MenuDocument | null
  viewer: Pick<SessionUser, 'isGuest' | 'name' | 'rol'>
  /** a signed-in viewer's saved preferences (null for a guest, or when they could not be read) */
  preferences: Preferences | null
  /** "Who's watching?": a signed-in viewer opened a page with chooseProfile=1 and has profiles to choose from */
  profileChooser: ProfileChooserData | null
}

export interface ProfileChooserData {
  profiles: Profile[]
  current: string | null
  /** the PROFILES action, switching and returning to this page without the suffix */
  action: string
}

/**
 * What every page needs: locale, strings, realm settings, the menu for the realm's layout and
 * who the viewer is. Each platform call degrades on its own: settings fall back to defaults,
 * a missing menu leaves the bar bare, missing labels leave the default strings.
 */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const locale = localeOfRequest(request)
  const onError = (what: string) => (error: unknown) => logger.warn({ event: 'root.degraded', what, message: (error as Error)?.message })
  // What every page needs is asked for together with who the viewer is (the platform then checks
  // a signed-in viewer's session once for all of it): the settings, the labels and a signed-in
  // viewer's saved preferences (for the player and the banners). Everything here has a fallback,
  // so none of it may hold the page up for long: the shorter deadline.
  const { client, hasSession } = await sessionClientFor(request, context, locale)
  const optional = client.optional()
  const settingsPromise = optional
    .getSettings()
    .then((r) => (r ? settingsFrom(r.body) : fallbackSettings))
    .catch((e) => (onError('settings')(e), fallbackSettings))
  const stringsPromise = resolveStrings(optional, locale, onError('labels'))
  const preferencesAsked = hasSession ? settled(accountCalls(optional).preferences()) : null
  const { viewer } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  // The CONSENT step: a signed-in viewer who still owes answers to required terms goes there
  // from any page (and comes back here afterwards); logout stays open as the way out.
  if (!viewer.isGuest && viewer.missingInformationStatus === 'REQUIRED' && !isConsentGateExempt(url.pathname)) {
    throw redirect(consentStepTarget(localePath(locale, '/consent'), url.pathname + url.search), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }
  // a viewer whose session turned out to be over is a guest: no preferences, and nothing to report
  const preferencesPromise =
    viewer.isGuest || !preferencesAsked
      ? Promise.resolve(null)
      : preferencesAsked.then((answer) => (answer.ok ? answer.value : (onError('preferences')(answer.error), null)))
  const [settings, strings, preferences] = await Promise.all([settingsPromise, stringsPromise, preferencesPromise])
  const menu = await optional
    .getMenu('web', settings.navLayout)
    // menu item titles may be localised: the bar shows this page's language
    .then((r) => (r ? localized('menu', r.body, { locale, defaultLocale: defaultLocaleOf(settings) }) : null))
    .catch((e) => (onError('menu')(e), null))
  const profileChooser =
    viewer.isGuest || url.searchParams.get(CHOOSE_PROFILE_PARAM) !== '1' ? null : await chooserData(optional, locale, url)
  if (viewer.isGuest && viewer.name === undefined && viewer.rol.length === 0 && !profileChooser && !preferences) {
    return guestRootData(locale, strings, settings, menu)
  }
  const data: RootData = {
    locale,
    strings,
    settings,
    themeStyle: themeOf(settings),
    menu,
    // the header names who is watching: the chosen profile, else the account holder
    viewer: { isGuest: viewer.isGuest, name: viewer.profileName ?? viewer.name, rol: viewer.rol },
    profileChooser,
    preferences,
  }
  // a signed-in viewer's root data is the same object while it is equal (remembered-while-equal.server.ts)
  return viewer.isGuest ? data : viewerRoots(`${viewer.id} ${viewer.pro ?? ''} ${locale}`, data)
}

const viewerRoots = rememberWhileEqual<RootData>()

/**
 * The settings a page uses: the realm's over the product's defaults. The same answer gives the
 * same object, so a guest's root data below can be the same object too.
 */
const settingsOf = new WeakMap<object, SettingsDocument>()
function settingsFrom(body: SettingsDocument): SettingsDocument {
  let settings = settingsOf.get(body)
  if (!settings) {
    settings = { ...fallbackSettings, ...body, features: { ...fallbackSettings.features, ...body.features } }
    settingsOf.set(body, settings)
  }
  return settings
}

const themes = new WeakMap<SettingsDocument, Record<string, string>>()
function themeOf(settings: SettingsDocument): Record<string, string> {
  let theme = themes.get(settings)
  if (!theme) themes.set(settings, (theme = themeVarsFor(settings.theme)))
  return theme
}

const guestViewer: RootData['viewer'] = Object.freeze({ isGuest: true, name: undefined, rol: Object.freeze([]) as unknown as string[] })
const guestRoots = new Map<Locale, { strings: Strings; settings: SettingsDocument; menu: MenuDocument | null; data: RootData }>()

/**
 * A guest's root data is the same for every guest of a locale. While the labels, the settings
 * and the menu the platform answered are the same objects as for the last guest, so is the data:
 * one frozen object, never changed. Remix then writes the encoded form it remembered for it
 * instead of encoding it again (the server runtime edit in scripts/patch-dependencies.mjs).
 */
function guestRootData(locale: Locale, strings: Strings, settings: SettingsDocument, menu: MenuDocument | null): RootData {
  const last = guestRoots.get(locale)
  if (last && last.strings === strings && last.settings === settings && last.menu === menu) return last.data
  const data: RootData = Object.freeze({
    locale,
    strings,
    settings,
    themeStyle: themeOf(settings),
    menu,
    viewer: guestViewer,
    profileChooser: null,
    preferences: null,
  })
  guestRoots.set(locale, { strings, settings, menu, data })
  return data
}

/** A call's outcome, never rejecting: a call started before its answer is wanted leaves no unhandled rejection. */
function settled<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}

async function chooserData(
  client: Awaited<ReturnType<typeof platformFor>>['client'],
  locale: Locale,
  url: URL,
): Promise<ProfileChooserData | null> {
  try {
    const { profiles, current } = await client.profiles()
    if (profiles.length < 2) return null
    const back = withoutChooseProfile(url.pathname + url.search)
    return { profiles, current, action: `${localePath(locale, '/profiles')}?from=${encodeURIComponent(back)}` }
  } catch (error) {
    logger.warn({ event: 'root.degraded', what: 'profiles', message: (error as Error)?.message })
    return null
  }
}
