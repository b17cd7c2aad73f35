import type { AppLoadContext } from '@remix-run/node'
import type { MenuDocument, SettingsDocument } from '#schemas/index.ts'
import { platformFor } from '#app/session.server.ts'
import { getLocale, resolveStrings } from '#app/i18n/i18n.server.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Locale, Strings } from '#app/i18n/resources.ts'
import type { SessionUser } from '#app/platform/types.ts'

export interface RootData {
  locale: Locale
  strings: Strings
  settings: SettingsDocument
  /** null when the menu couldn't be read: the bar still shows the logo and sign-in. */
  menu: MenuDocument | null
  viewer: Pick<SessionUser, 'isGuest' | 'name' | 'rol'>
}

/**
 * What every page needs: locale, strings, realm settings, the menu for the realm's layout and
 * who the viewer is. Each platform call degrades on its own: settings fall back to defaults,
 * a missing menu leaves the bar bare, missing labels leave the default strings.
 */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const locale = await getLocale(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const onError = (what: string) => (error: unknown) => logger.warn({ event: 'root.degraded', what, message: (error as Error)?.message })
  const settingsPromise = client
    .getSettings()
    .then((r) => (r ? { ...fallbackSettings, ...r.body, features: { ...fallbackSettings.features, ...r.body.features } } : fallbackSettings))
    .catch((e) => (onError('settings')(e), fallbackSettings))
  const [settings, strings] = await Promise.all([settingsPromise, resolveStrings(client, locale, onError('labels'))])
  const menu = await client
    .getMenu('web', settings.navLayout)
    .then((r) => r?.body ?? null)
    .catch((e) => (onError('menu')(e), null))
  return { locale, strings, settings, menu, viewer: { isGuest: viewer.isGuest, name: viewer.name, rol: viewer.rol } }
}
