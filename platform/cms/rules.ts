/**
 * CMS rules a JSON Schema cannot state: ones that compare one field with another, or with the
 * document's id. They run beside the schema on every draft save (and so on every seeded fixture),
 * and report in the schema's own shape, a JSON pointer and a message, so an editor reads both kinds
 * of refusal the same way.
 *
 * Each rule only compares values the schema itself accepts (a known locale, a string fieldName);
 * anything else is the schema's to report, so one bad field is not blamed twice.
 */
import type { DocumentKind } from '#schemas/kinds.ts'
import { cmsLocales, FALLBACK_LOCALE } from '#schemas/localize.ts'
import type { ValidationIssue } from '#schemas/validate.ts'

type Body = Record<string, unknown>
type Rule = (id: string, body: Body) => ValidationIssue[]

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value)
const isLocale = (value: unknown): value is string => typeof value === 'string' && (cmsLocales as readonly string[]).includes(value)
const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ')

/** A labels document is stored under its locale: `/api/v2/label?locale=es` reads the document `es`. */
const labelsLocaleIsItsId: Rule = (id, body) =>
  isLocale(body.locale) && body.locale !== id
    ? [{ pointer: '/locale', keyword: 'const', message: `must equal the document id ${JSON.stringify(id)}` }]
    : []

/**
 * The realm's default language is the one a localised text falls back to, so the realm must offer
 * it. Left out, it is English (what readers use then); with no `locales` list there is nothing to
 * compare it with.
 */
const defaultLocaleIsOffered: Rule = (_id, body) => {
  const { locales, defaultLocale } = body
  if (!Array.isArray(locales) || !locales.every(isLocale)) return []
  if (defaultLocale !== undefined && !isLocale(defaultLocale)) return []
  if (locales.includes(defaultLocale ?? FALLBACK_LOCALE)) return []
  const offered = `must be one of the realm's locales (${quoted(locales)})`
  return [
    {
      pointer: '/defaultLocale',
      keyword: 'enum',
      message: defaultLocale === undefined ? `${offered}; left out it is ${JSON.stringify(FALLBACK_LOCALE)}` : offered,
    },
  ]
}

/**
 * Sign-up answers are stored by fieldName, so two terms with one name would share one answer (and
 * one checkbox name in the form). Each repeat is reported at its own fieldName.
 */
const consentFieldNamesAreUnique: Rule = (_id, body) => {
  if (!Array.isArray(body.consentTerms)) return []
  const firstAt = new Map<string, number>()
  const issues: ValidationIssue[] = []
  body.consentTerms.forEach((term: unknown, index) => {
    const name = isObject(term) ? term.fieldName : undefined
    if (typeof name !== 'string') return
    const first = firstAt.get(name)
    if (first === undefined) firstAt.set(name, index)
    else
      issues.push({
        pointer: `/consentTerms/${index}/fieldName`,
        keyword: 'uniqueItems',
        message: `must be unique; /consentTerms/${first}/fieldName is already ${JSON.stringify(name)}`,
      })
  })
  return issues
}

const rulesByKind: Partial<Record<DocumentKind, readonly Rule[]>> = {
  labels: [labelsLocaleIsItsId],
  settings: [defaultLocaleIsOffered, consentFieldNamesAreUnique],
}

/** The issues of `body`, saved as document `id` of `kind`, under the rules beyond its schema. */
export function ruleIssues(kind: DocumentKind, id: string, body: unknown): ValidationIssue[] {
  if (!isObject(body)) return []
  return (rulesByKind[kind] ?? []).flatMap((rule) => rule(id, body))
}
