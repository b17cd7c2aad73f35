import { localeOfRequest } from '#app/i18n/locale-path.ts'
import { data, type AppLoadContext } from '@remix-run/node'
import { platformFor, isEditor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { cmsValidators } from '#schemas/validate.ts'
import type { PluginDocument } from '#schemas/index.ts'
import type { PluginDocument as StoredPluginDocument } from '#schemas/generated/stored-types.ts'
import { logger } from '#app/utils/logger.server.ts'
import { localized, previewLocale, textLocaleFor } from './localize.server.ts'
import { sandboxFor } from '#blocks/plugin/sandbox.ts'
import { env } from '#app/env.server.ts'

const ID = /^[a-z0-9][a-z0-9-_]{0,79}$/

/** A plugin document (iframe or external page), published or — for editors — the draft. */
export async function pluginLoader(opts: { request: Request; context: AppLoadContext; id: string | null | undefined; preview?: boolean }) {
  const preview = opts.preview ?? false
  const locale = localeOfRequest(opts.request)
  const { client, viewer } = await platformFor(opts.request, opts.context, locale)
  if (preview && !isEditor(viewer)) throw new Response('Editors only', { status: 403, headers: { 'Cache-Control': cachePolicy.none } })
  if (!opts.id || !ID.test(opts.id)) throw new Response('Not found', { status: 404 })
  const [record, text] = await Promise.all([
    client.getDocument<StoredPluginDocument>('plugin', opts.id, { draft: preview }),
    textLocaleFor(client, preview ? previewLocale(opts.request, locale) : locale),
  ])
  if (!record) throw new Response('Not found', { status: 404 })
  const check = cmsValidators().document('plugin', record.body)
  if (!check.ok) {
    logger.warn({ event: 'cms.plugin.invalid', id: opts.id, errors: check.errors })
    if (!preview) throw new Response('Not found', { status: 404 })
  }
  const plugin = localized('plugin', record.body, text) as PluginDocument
  return data(
    {
      // the frame's sandbox worked out here, by the plugin blocks' rule (a page of the product's
      // origin never keeps it), so the page's scripts need not carry the rule
      plugin: { ...plugin, sandbox: sandboxFor(plugin, env().publicOrigin) },
      errors: check.ok ? [] : check.errors,
      preview,
      version: record.version,
    },
    { headers: { 'Cache-Control': preview ? cachePolicy.none : viewer.isGuest ? cachePolicy.guest : cachePolicy.personal } },
  )
}
