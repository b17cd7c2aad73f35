/**
 * Shapes of the platform's commerce answers as the web app reads them: the types generated from
 * platform/openapi.yaml (`npm run schemas:gen`), under the names the commerce pages use. Shared by
 * server and browser code: type imports only.
 */
import type { components } from '#schemas/generated/api.ts'

type Api = components['schemas']

/**
 * An integer amount in 10^-scale units of an ISO 4217 currency: 999 at scale 2 in GBP is £9.99.
 * The platform always sends the exact decimal text too; amounts the app works out itself have none.
 */
export type Money = Omit<Api['Money'], 'decimal'> & Partial<Pick<Api['Money'], 'decimal'>>

/** GIFT: the item of a gift basket (a one-off price for someone else). */
export type PurchaseStrategyType = Api['Licence']['purchaseStrategy']['type']

export type Licence = Api['Licence']

/** A licence as the licence list offers it to the caller. */
export interface FamilyLicence extends Licence {
  eligible: boolean
  ineligibleReason: string | null
  active: boolean
}

export interface LicenceFamily {
  family: string
  licences: FamilyLicence[]
  entitlements?: Array<{
    licenceId: string
    status: string
    from: string
    until: string | null
    source: string
  }>
}

export type BasketStatus = Api['Basket']['status']

export type Basket = Api['Basket']

export type SavedCard = Api['Card']

export type PaymentProviderInfo = Api['ProviderSupport']

/** What a pay or authorize call answered when it did not throw. */
export type PayAnswer = Api['PayAnswer']
