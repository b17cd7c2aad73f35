import { data, type AppLoadContext } from '@remix-run/node'
import { platformFor, isEditor } from '#app/session.server.ts'
import { getLocale } from '#app/i18n/i18n.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { cmsValidators } from '#schemas/validate.ts'
import type { PluginDocument } from '#schemas/index.ts'
import { logger } from '#app/utils/logger.server.ts'

const ID = /^[a-z0-9][a-z0-9-_]{0,79}$/

/** A plugin document (iframe or external page), published or — for editors — the draft. */
export async function pluginLoader(opts: { request: Request; context: AppLoadContext; id: string | null | undefined; preview?: boolean }) {
  const preview = opts.preview ?? false
  const { client, viewer } = await platformFor(opts.request, opts.context, await getLocale(opts.request))
  if (preview && !isEditor(viewer)) throw new Response('Editors only', { status: 403, headers: { 'Cache-Control': cachePolicy.none } })
  if (!opts.id || !ID.test(opts.id)) throw new Response('Not found', { status: 404 })
  const record = await client.getDocument<PluginDocument>('plugin', opts.id, { draft: preview })
  if (!record) throw new Response('Not found', { status: 404 })
  const check = cmsValidators().document('plugin', record.body)
  if (!check.ok) {
    logger.warn({ event: 'cms.plugin.invalid', id: opts.id, errors: check.errors })
    if (!preview) throw new Response('Not found', { status: 404 })
  }
  return data(
    { plugin: record.body, errors: check.ok ? [] : check.errors, preview, version: record.version },
    { headers: { 'Cache-Control': preview ? cachePolicy.none : viewer.isGuest ? cachePolicy.guest : cachePolicy.personal } },
  )
}
