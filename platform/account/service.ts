/**
 * The account area's rules: an account's details (name, contact email, date of birth, phone,
 * Brazilian tax number), its postal addresses, its marketing preferences (the realm's optional
 * consent terms) and its viewer preferences. Signed-in accounts only; the routes refuse guests.
 */
import { randomUUID } from 'node:crypto'
import { binaryDefault, type ConsentTerm } from '#schemas/consent.ts'
import {
  checkAddress,
  invalid,
  preferencesOf,
  withFieldRules,
  type AddressFieldRule,
  type AddressInput,
  type Preferences,
} from '#schemas/account.ts'
import { phoneNumberInfo, type DetailsPayload } from '#schemas/account-details.ts'
import type { Caller } from '../http.ts'
import { countryList, countryRule } from './countries.ts'
import type { AccountStore, AddressRow } from './store.ts'

export const MAX_ADDRESSES = 10

export interface MarketingPreference {
  fieldName: string
  fieldType: 'BINARY_CHOICE'
  text: string
  defaultValue: boolean
  required: false
  answer: boolean
}

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; code: string; message: string; fields?: Record<string, string[]> }

const addressOf = (row: AddressRow) => ({
  id: row.id,
  country: row.country,
  ...(row.fields as Record<string, string>),
  createdAt: row.createdAt.toISOString(),
})

/** The realm's optional yes/no terms: what a viewer may change at any time from the account area. */
export const marketingTerms = (terms: readonly ConsentTerm[]) => terms.filter((t) => t.fieldType === 'BINARY_CHOICE' && !t.required)

export function createAccountAreaService(deps: {
  store: AccountStore
  consentTerms: () => Promise<ConsentTerm[]>
  /** the realm's rules on address fields (settings addressFieldRules): which fields a country must fill in beyond its postal format */
  addressFieldRules?: () => Promise<AddressFieldRule[]>
  now: () => Date
}) {
  const { store, now } = deps
  const notFound = { ok: false as const, status: 404 as const, code: 'NOT_FOUND', message: 'No such account.' }

  async function details(caller: Caller) {
    const row = await store.details(caller.sub)
    if (!row) return undefined
    return {
      id: row.id,
      name: row.name,
      contactEmail: { email: row.contactEmail ?? row.email },
      birthDate: row.birthDate ?? null,
      phoneNumber: row.phoneNumber ? phoneNumberInfo(row.phoneNumber) : null,
      taxNumber: row.taxNumber ?? null,
    }
  }

  async function marketing(caller: Caller): Promise<MarketingPreference[] | undefined> {
    const row = await store.details(caller.sub)
    if (!row) return undefined
    const answers = (row.consentAnswers ?? {}) as Record<string, unknown>
    return marketingTerms(await deps.consentTerms()).map((t) => ({
      fieldName: t.fieldName,
      fieldType: 'BINARY_CHOICE' as const,
      text: t.label ?? t.text ?? t.fieldName,
      defaultValue: binaryDefault(t),
      required: false as const,
      answer: typeof answers[t.fieldName] === 'boolean' ? (answers[t.fieldName] as boolean) : binaryDefault(t),
    }))
  }

  return {
    details,

    async saveDetails(caller: Caller, input: DetailsPayload): Promise<Outcome<NonNullable<Awaited<ReturnType<typeof details>>>>> {
      if (!(await store.details(caller.sub))) return notFound
      await store.saveDetails(
        caller.sub,
        { ...input, name: input.name.trim(), contactEmail: input.contactEmail.trim().toLowerCase() },
        now(),
      )
      return { ok: true, value: (await details(caller))! }
    },

    async preferences(caller: Caller): Promise<Preferences | undefined> {
      const row = await store.details(caller.sub)
      return row ? preferencesOf(row.preferences) : undefined
    },

    async savePreferences(caller: Caller, input: Preferences): Promise<Outcome<Preferences>> {
      if (!(await store.details(caller.sub))) return notFound
      await store.savePreferences(caller.sub, input, now())
      return { ok: true, value: preferencesOf(input) }
    },

    marketing,

    /** Answers to the optional terms only; a term that is not one of them is refused, storing nothing. */
    async saveMarketing(caller: Caller, answers: Record<string, boolean>): Promise<Outcome<MarketingPreference[]>> {
      const row = await store.details(caller.sub)
      if (!row) return notFound
      const allowed = new Set(marketingTerms(await deps.consentTerms()).map((t) => t.fieldName))
      const unknown = Object.keys(answers).filter((k) => !allowed.has(k))
      if (unknown.length)
        return {
          ok: false,
          status: 400,
          code: 'VALIDATION_FAILED',
          message: `Not a marketing preference: ${unknown.join(', ')}.`,
          fields: { answers: [invalid('answers')] },
        }
      await store.setConsentAnswers(caller.sub, { ...((row.consentAnswers ?? {}) as Record<string, boolean>), ...answers })
      return { ok: true, value: (await marketing(caller))! }
    },

    async countries(lang: string, callerCountryCode: string | null) {
      const rules = (await deps.addressFieldRules?.()) ?? []
      return { countries: countryList(lang).map((c) => withFieldRules(c, rules)), callerCountryCode }
    },

    async addresses(caller: Caller) {
      return { addresses: (await store.addresses(caller.sub)).map(addressOf) }
    },

    async addAddress(caller: Caller, input: AddressInput): Promise<Outcome<ReturnType<typeof addressOf>>> {
      const rule = countryRule(input.country)
      const { errors, value } = checkAddress(input, rule && withFieldRules(rule, (await deps.addressFieldRules?.()) ?? []))
      if (Object.keys(errors).length)
        return { ok: false, status: 400, code: 'VALIDATION_FAILED', message: 'The address is not complete.', fields: errors }
      if (!(await store.details(caller.sub))) return notFound
      if ((await store.countAddresses(caller.sub)) >= MAX_ADDRESSES)
        return { ok: false, status: 409, code: 'TOO_MANY_ADDRESSES', message: `An account keeps at most ${MAX_ADDRESSES} addresses.` }
      const { country, ...fields } = value
      const row = { id: randomUUID(), accountId: caller.sub, country, fields, createdAt: now() }
      await store.insertAddress(row)
      return { ok: true, value: addressOf(row) }
    },

    removeAddress: (caller: Caller, id: string) => store.deleteAddress(caller.sub, id),
  }
}
export type AccountAreaService = ReturnType<typeof createAccountAreaService>
