import type { AppLoadContext } from '@remix-run/node'
import { data } from '@remix-run/node'
import { requireEditor, previewHeaders } from './preview.server.ts'
import type { Strings } from '#app/i18n/resources.ts'
import type { LabelsDocument } from '#schemas/index.ts'

/** The DRAFT labels of a locale (?locale=es), overriding the code's strings in previews of labelled screens. */
export async function draftLabelsLoader(request: Request, context: AppLoadContext) {
  // a preview's locale is the one its address asks for (localeOfUrl)
  const { client, locale } = await requireEditor(request, context)
  const record = await client.getDocument<LabelsDocument>('labels', locale, { draft: true })
  const strings: Strings = { ...(record?.body.strings ?? {}) }
  return data({ locale, strings, version: record?.version ?? null }, { headers: previewHeaders })
}
