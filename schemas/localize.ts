/**
 * Field-level localisation of CMS documents. A text field (title, tagline, description, button
 * text, row title, menu item title) holds either a plain string, meaning the same text in every
 * language, or an object of locale to text ({ "en": "Trending now", "es": "Tendencias" }).
 *
 * Readers never see the object: a document read for a page in a locale has each of its localised
 * fields replaced by one string, chosen by `resolveText`. Which fields are localised is read from
 * the schemas (every use of `common.schema.json#/$defs/localizedText` and its length-limited
 * forms), so a new localised field needs no change here. Shared by the app and the platform.
 */
import { allSchemas } from './all.ts'
import { documentSchemaFiles, type DocumentKind } from './kinds.ts'
import type { LocalizedText } from './generated/stored-types.ts'

export type { LocalizedText }

/** The locales a localised text may carry, as the schema lists them. */
export const cmsLocales = (allSchemas['common.schema.json'] as { $defs: { Locale: { enum: string[] } } }).$defs.Locale.enum as readonly (
  'en' | 'es' | 'pt'
)[]
export type CmsLocale = (typeof cmsLocales)[number]

/** The language a realm falls back to when its settings name none. */
export const FALLBACK_LOCALE: CmsLocale = 'en'

/**
 * The text of a localised field for `locale`: a plain string as it is; otherwise the value for the
 * locale, else for the realm's default locale, else English, else the first value given.
 * Undefined stays undefined (an optional field left out), and so does an object with no text.
 */
export function resolveText(value: LocalizedText, locale: string, defaultLocale?: string): string
export function resolveText(value: LocalizedText | undefined, locale: string, defaultLocale?: string): string | undefined
export function resolveText(value: LocalizedText | undefined, locale: string, defaultLocale: string = FALLBACK_LOCALE): string | undefined {
  if (value === undefined || typeof value === 'string') return value
  if (!isPlainObject(value)) return undefined
  const byLocale = value as Record<string, unknown>
  for (const candidate of [locale, defaultLocale, FALLBACK_LOCALE]) {
    const text = byLocale[candidate]
    if (typeof text === 'string' && text !== '') return text
  }
  return Object.values(byLocale).find((text): text is string => typeof text === 'string' && text !== '')
}

/** The realm's default locale from a settings document body; English when it names none. */
export function defaultLocaleOf(settings: unknown): CmsLocale {
  const named = (settings as { defaultLocale?: unknown } | null | undefined)?.defaultLocale
  return typeof named === 'string' && (cmsLocales as readonly string[]).includes(named) ? (named as CmsLocale) : FALLBACK_LOCALE
}

/**
 * A copy of a document body with every localised field resolved for `locale`. Everything else is
 * left as it is, invalid parts included (they are validated, and reported, before this runs).
 */
export function localizeDocument<T>(kind: DocumentKind, body: T, locale: string, defaultLocale?: string): T {
  return walk(body, { $ref: documentSchemaFiles[kind] }, documentSchemaFiles[kind], '', (_, value) =>
    resolveText(value, locale, defaultLocale),
  ) as T
}

/** A copy of one block of a composed page with every localised field resolved for `locale`. */
export function localizeBlock<T>(block: T, locale: string, defaultLocale?: string): T {
  return walk(block, { $ref: 'block.schema.json' }, 'block.schema.json', '', (_, value) => resolveText(value, locale, defaultLocale)) as T
}

/** Every localised field of a document that is present, by JSON pointer, with its stored value. */
export function localizedFields(kind: DocumentKind, body: unknown): Array<{ pointer: string; value: unknown }> {
  const found: Array<{ pointer: string; value: unknown }> = []
  walk(body, { $ref: documentSchemaFiles[kind] }, documentSchemaFiles[kind], '', (pointer, value) => {
    found.push({ pointer, value })
    return value
  })
  return found
}

type Schema = Record<string, unknown>
type Visit = (pointer: string, value: LocalizedText) => unknown

/** A reference to localizedText or one of its length-limited forms. */
const LOCALIZED_DEF = /^(?:nonEmptyL|l)ocalizedText\d*$/

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Follows a $ref from the schema file `file`: the target schema and the file it lives in. */
function follow(ref: string, file: string): { schema: Schema | undefined; file: string } {
  const [target = '', fragment = ''] = ref.split('#')
  const targetFile = target === '' ? file : target
  let schema: unknown = allSchemas[targetFile]
  for (const token of fragment.split('/').filter(Boolean))
    schema = isPlainObject(schema) ? schema[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return { schema: isPlainObject(schema) ? schema : undefined, file: targetFile }
}

function walk(value: unknown, schema: Schema | undefined, file: string, pointer: string, visit: Visit): unknown {
  if (!schema || value === undefined) return value
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const name = /#\/\$defs\/([^/]+)$/.exec(ref)?.[1]
    if (name && LOCALIZED_DEF.test(name)) {
      return typeof value === 'string' || isPlainObject(value) ? visit(pointer, value as LocalizedText) : value
    }
    const next = follow(ref, file)
    return walk(value, next.schema, next.file, pointer, visit)
  }
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined
    return items ? value.map((item, i) => walk(item, items, file, `${pointer}/${i}`, visit)) : value
  }
  if (!isPlainObject(value)) return value
  // A union of blocks: the branch whose `type` constant matches the value's.
  if (Array.isArray(schema.oneOf)) {
    for (const branch of schema.oneOf as Schema[]) {
      const target = typeof branch.$ref === 'string' ? follow(branch.$ref, file) : { schema: branch, file }
      const type = (target.schema?.properties as Record<string, { const?: unknown }> | undefined)?.type?.const
      if (type !== undefined && type === value.type) return walk(value, target.schema, target.file, pointer, visit)
    }
    return value
  }
  const properties = schema.properties as Record<string, Schema> | undefined
  if (!properties) return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key in properties ? walk(child, properties[key], file, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit) : child
  }
  return out
}
