/**
 * The account area's forms: one zod schema per form, used by the page in the browser (checked
 * before sending) and by the route action on the server (checked again, then sent to the
 * platform). Each form carries an `intent`. Field messages are the product's names
 * (`<field>FieldIsRequired` / `<field>FieldIsInvalid`), shown through the account strings.
 * The pages fetch this module when a form is first used (form-parts.tsx's useAccountForm), so zod
 * is not in their first download; what they need before that is in form-values.ts.
 */
import * as z from 'zod'
import {
  ADDRESS_FIELDS,
  checkAddress,
  ContactEmail,
  DEFAULT_PREFERENCES,
  INTERFACE_LANGUAGES,
  invalid,
  Name,
  PREFERENCE_LANGUAGES,
  type CountryRule,
  type Preferences,
} from '#schemas/account.ts'
import { birthDateOf, isValidCpf, sanitise } from '#schemas/account-input.ts'
import type { DetailsPayload } from '#schemas/account-details.ts'
import type { FieldErrors, FormValues } from './form-values.ts'

const text = z
  .string()
  .optional()
  .transform((v) => v ?? '')

// ── details ──
/** How the details form reads a phone number (account-details.ts's reader, with its phone library). */
export type PhoneReader = (raw: string, region: string | null) => { complete: boolean; internationalNumber: string } | null

/**
 * The details form. The server passes the phone reader and checks every field. The browser fetches
 * the reader when the form is first used (its library is most of the account forms' weight) and
 * checks the number only once it has arrived: until then the number goes to the server unchecked,
 * and the server's answer names it when it is wrong.
 */
export const detailsForm = (readPhone: PhoneReader | null) =>
  z
    .object({
      intent: z.literal('saveDetails'),
      name: text,
      contactEmail: text,
      birthYear: text,
      birthMonth: text,
      birthDay: text,
      phoneRegion: text,
      phoneNumber: text,
      taxNumber: text,
    })
    .transform((v, ctx): DetailsPayload => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const name = Name.safeParse(v.name)
      if (!name.success) add('name', name.error.issues[0]!.message)
      const email = ContactEmail.safeParse(v.contactEmail)
      if (!email.success) add('contactEmail', email.error.issues[0]!.message)
      const birthDate = birthDateOf({ year: v.birthYear, month: v.birthMonth, day: v.birthDay })
      if (birthDate === 'invalid') add('birthDate', invalid('birthDate'))
      let phoneNumber: string | null = null
      if (readPhone && /\d/.test(v.phoneNumber)) {
        const info = readPhone(v.phoneNumber, v.phoneRegion || null)
        if (!info?.complete) add('phoneNumber', invalid('phoneNumber'))
        else phoneNumber = info.internationalNumber
      }
      const cpf = sanitise.taxNumber(v.taxNumber)
      if (v.taxNumber.trim() && !isValidCpf(cpf)) add('taxNumber', invalid('taxNumber'))
      return {
        name: name.success ? name.data : '',
        contactEmail: email.success ? email.data : '',
        birthDate: birthDate === 'invalid' ? null : birthDate,
        phoneNumber,
        taxNumber: cpf || null,
      }
    })

// ── addresses ──
export const AddressForm = (rule: CountryRule | undefined) =>
  z
    .object({ intent: z.literal('addAddress'), country: text, ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text])) })
    .transform((v, ctx) => {
      const values = v as Record<string, string>
      const { errors, value } = checkAddress({ ...values, country: values.country! }, rule)
      for (const [path, messages] of Object.entries(errors))
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message })
      return value
    })

export const RemoveAddressForm = z.object({ intent: z.literal('removeAddress'), id: z.uuid({ error: invalid('address') }) })

// ── marketing preferences: every term is a checkbox, sent only when checked ──
export const MarketingForm = (fieldNames: readonly string[]) =>
  z
    .object({ intent: z.literal('saveMarketing') })
    .catchall(z.string())
    .transform((v) => Object.fromEntries(fieldNames.map((f) => [f, v[`answer.${f}`] === 'on'])) as Record<string, boolean>)

// ── viewer preferences ──
const choice = <T extends string>(values: readonly T[], field: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: invalid(field) })
        return z.NEVER
      }
      return v as T
    })
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on')

export const PreferencesForm = z
  .object({
    intent: z.literal('savePreferences'),
    language: choice(INTERFACE_LANGUAGES, 'language'),
    subTitleLanguage: choice([...PREFERENCE_LANGUAGES, 'off'] as const, 'subTitleLanguage'),
    audioLanguage: choice(PREFERENCE_LANGUAGES, 'audioLanguage'),
    autoAdvance: checkbox,
    videoBackgroundAutoPlay: checkbox,
    videoBackgroundAutoPlayAudio: checkbox,
    muted: checkbox,
  })
  .transform(({ intent: _intent, ...prefs }): Preferences => prefs)

export { DEFAULT_PREFERENCES }

/** zod's issues as field errors (first path segment → messages). */
export function errorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) (out[String(issue.path[0] ?? '_')] ??= []).push(issue.message)
  return out
}

/** A form's values checked in the browser: null when they pass, else the field errors the action would answer. */
export function errorsIn(schema: z.ZodType, values: FormValues): FieldErrors | null {
  const parsed = schema.safeParse(values)
  return parsed.success ? null : errorsOf(parsed.error)
}
