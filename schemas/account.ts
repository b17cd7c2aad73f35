/**
 * Account rules shared by the platform (its account calls) and the web app (the account pages'
 * forms, in the browser and in the route actions): the zod schemas of what a date of birth, a
 * Brazilian tax number (CPF), an address and the viewer preferences must look like, with the field
 * messages `<field>FieldIsRequired` / `<field>FieldIsInvalid`. What a phone number must be is in
 * account-details.ts. How each input is cleaned while typed and read (a date of birth from its
 * three fields, a CPF's check digits) is in account-input.ts, without zod: the account pages use it
 * from their first render, and fetch this module only when a form is first used.
 */
import * as z from 'zod'
import { ADDRESS_FIELDS, invalid, required, type AddressInput } from './address.ts'
import { birthDateOf, birthDateParts, isValidCpf } from './account-input.ts'
import { INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES, type Preferences as PreferencesModel } from './preferences.ts'

export { invalid, required } from './address.ts'

// ── date of birth ─────────────────────────────────────────────────────────
export const BirthDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid('birthDate') })
  .refine((s) => birthDateOf(birthDateParts(s)) === s, { error: invalid('birthDate') })

// ── Brazilian tax number (CPF) ────────────────────────────────────────────
export const TaxNumber = z
  .string()
  .regex(/^\d{11}$/, { error: invalid('taxNumber') })
  .refine(isValidCpf, { error: invalid('taxNumber') })

// ── account details ───────────────────────────────────────────────────────
export const Name = z
  .string({ error: required('name') })
  .trim()
  .min(1, { error: required('name') })
  .max(80, { error: invalid('name') })
export const ContactEmail = z
  .string({ error: required('contactEmail') })
  .trim()
  .min(1, { error: required('contactEmail') })
  .max(254, { error: invalid('contactEmail') })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: invalid('contactEmail') })

// The details payload (PUT details) and its phone number rule live apart (account-details.ts):
// the phone library they need is loaded by the browser only where a number is checked.

// ── addresses ─────────────────────────────────────────────────────────────
// The address rules live apart (address.ts), zod-free, so the checkout's billing details are
// checked by the same code without this module's phone-number library.
export {
  ADDRESS_FIELDS,
  checkAddress,
  checkCountryAndPostalCode,
  hasPostalCodeRule,
  isValidPostalCode,
  ruleRequires,
  withFieldRules,
  type AddressField,
  type AddressFieldRule,
  type AddressInput,
  type AddressRequiredField,
  type CountryRule,
} from './address.ts'

export const AddressPayload = z
  .object({
    country: z.string({ error: required('country') }).regex(/^[A-Z]{2}$/, { error: required('country') }),
    ...Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [
        f,
        z
          .string({ error: invalid(f) })
          .max(200, { error: invalid(f) })
          .optional(),
      ]),
    ),
  })
  .strict() as z.ZodType<AddressInput>

// ── viewer preferences ────────────────────────────────────────────────────
// The model and its defaults live apart (preferences.ts), zod-free, for the page chrome; the form's
// schema below accepts the same values.
export { DEFAULT_PREFERENCES, INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES, preferencesOf } from './preferences.ts'

export const Preferences = z
  .object({
    language: z.enum(INTERFACE_LANGUAGES, { error: invalid('language') }).nullable(),
    /** a language, 'off' (no subtitles) or null (not chosen) */
    subTitleLanguage: z.enum([...PREFERENCE_LANGUAGES, 'off'] as const, { error: invalid('subTitleLanguage') }).nullable(),
    audioLanguage: z.enum(PREFERENCE_LANGUAGES, { error: invalid('audioLanguage') }).nullable(),
    autoAdvance: z.boolean({ error: invalid('autoAdvance') }),
    videoBackgroundAutoPlay: z.boolean({ error: invalid('videoBackgroundAutoPlay') }),
    videoBackgroundAutoPlayAudio: z.boolean({ error: invalid('videoBackgroundAutoPlayAudio') }),
    muted: z.boolean({ error: invalid('muted') }),
  })
  .strict() satisfies z.ZodType<PreferencesModel>
export type Preferences = PreferencesModel

// ── marketing preferences ─────────────────────────────────────────────────
export const MarketingPayload = z
  .object({ answers: z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/), z.boolean(), { error: invalid('answers') }) })
  .strict()
