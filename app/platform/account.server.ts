/**
 * The platform calls of the account area (details, addresses, marketing and viewer preferences,
 * the country list), over the app's one platform client. Paths and shapes: platform/openapi.yaml
 * (tag account).
 */
import type { AddressRequiredField, Preferences } from '#schemas/account.ts'
import type { PhoneNumberInfo } from '#schemas/account-details.ts'
import type { PlatformClient } from './client.server.ts'

export interface AccountDetails {
  id: string
  name: string
  contactEmail: { email: string }
  birthDate: string | null
  phoneNumber: PhoneNumberInfo | null
  taxNumber: string | null
}

export interface Country {
  name: string
  iso3166alpha2: string
  callingCode: string | null
  addressRequiredFields: AddressRequiredField[]
}

export interface SavedAddress {
  id: string
  country: string
  fullName?: string
  line1?: string
  line2?: string
  city?: string
  administrativeLevel1?: string
  postalCode?: string
  createdAt: string
}

export interface MarketingPreference {
  fieldName: string
  fieldType: 'BINARY_CHOICE'
  text: string
  defaultValue: boolean
  required: false
  answer: boolean
}

export function accountCalls(client: PlatformClient) {
  return {
    details: () => client.request<AccountDetails>('GET', '/v1/user/details'),
    saveDetails: (body: {
      name: string
      contactEmail: string
      birthDate: string | null
      phoneNumber: string | null
      taxNumber: string | null
    }) => client.request<AccountDetails>('PUT', '/v1/user/details', { body }),
    countries: (lang: string) =>
      client.request<{ countries: Country[]; callerCountryCode: string | null }>('GET', '/v1/countries', { query: { lang } }),
    addresses: () => client.request<{ addresses: SavedAddress[] }>('GET', '/v1/user/addresses'),
    addAddress: (body: Record<string, string>) => client.request<SavedAddress>('POST', '/v1/user/addresses', { body }),
    removeAddress: (id: string) => client.request<void>('DELETE', `/v1/user/addresses/${encodeURIComponent(id)}`),
    marketing: () => client.request<{ preferences: MarketingPreference[] }>('GET', '/v1/user/marketing-preferences'),
    saveMarketing: (answers: Record<string, boolean>) =>
      client.request<{ preferences: MarketingPreference[] }>('PUT', '/v1/user/marketing-preferences', { body: { answers } }),
    preferences: () => client.request<Preferences>('GET', '/v1/user/preferences'),
    savePreferences: (body: Preferences) => client.request<Preferences>('PUT', '/v1/user/preferences', { body }),
  }
}
export type AccountCalls = ReturnType<typeof accountCalls>
