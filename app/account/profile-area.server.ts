/**
 * Loaders and actions of the account area. Every page is signed-in only: a guest is sent to sign
 * in and comes back to the page asked for. Every action checks its form with the schema the page
 * uses in the browser, sends it to the platform, and answers with a redirect to the same page
 * (POST-redirect-GET, `?saved=1` for the notice); bad input answers 400 with field messages and
 * the values sent, so the page shows them again, JavaScript or not.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { accountCalls, type AccountCalls } from '#app/platform/account.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { phoneNumberInfo } from '#schemas/account-details.ts'
import { AddressForm, detailsForm, errorsOf, MarketingForm, PreferencesForm, RemoveAddressForm } from './forms.ts'
import { formValues, type FieldErrors, type FormValues } from './form-values.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

export interface ActionAnswer {
  intent: string
  errors: FieldErrors
  values: FormValues
  /** a message key for the whole form */
  problem?: 'account.problem' | 'account.unavailable' | 'addresses.tooMany' | 'account.kidProfile'
}

/** The signed-in account's calls, or a redirect to sign in that comes back here. */
export async function accountRequest(
  request: Request,
  context: AppLoadContext,
): Promise<{ locale: Locale; calls: AccountCalls; url: URL }> {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer)
  return { locale, calls: accountCalls(client), url }
}

/** Back to the page just posted, without its query, with the saved notice. */
const savedRedirect = (url: URL) => redirect(`${url.pathname}?saved=1`, { headers: noStore })

function refused(intent: string, values: FormValues, errors: FieldErrors, problem: ActionAnswer['problem'] = 'account.problem') {
  return data<ActionAnswer>({ intent, errors, values, problem }, { status: 400, headers: noStore })
}

/** A platform refusal with field messages becomes field errors; anything else, a form problem. */
function platformRefusal(intent: string, values: FormValues, error: unknown) {
  if (error instanceof PlatformError && error.status === 400 && error.fields) return refused(intent, values, error.fields)
  if (error instanceof PlatformError && error.code === 'TOO_MANY_ADDRESSES') return refused(intent, values, {}, 'addresses.tooMany')
  if (error instanceof PlatformError && error.code === 'KID_PROFILE_FORBIDDEN') return refused(intent, values, {}, 'account.kidProfile')
  if (error instanceof PlatformError && error.status < 500) return refused(intent, values, {}, 'account.unavailable')
  throw error
}

export async function accountIndexLoader(request: Request, context: AppLoadContext) {
  const { locale } = await accountRequest(request, context)
  throw redirect(localePath(locale, '/account/details'), { headers: noStore })
}

// ── details ──
export async function detailsLoader(request: Request, context: AppLoadContext) {
  const { calls, url, locale } = await accountRequest(request, context)
  const [details, { countries, callerCountryCode }] = await Promise.all([calls.details(), calls.countries(locale)])
  // the phone's country codes: every country with one, by name
  const regions = countries.filter((c) => c.callingCode).map((c) => ({ code: c.iso3166alpha2, name: c.name, callingCode: c.callingCode! }))
  return data(
    { details, regions, defaultRegion: details.phoneNumber?.regionCode ?? callerCountryCode ?? 'GB', saved: url.searchParams.has('saved') },
    { headers: noStore },
  )
}

export async function detailsAction(request: Request, context: AppLoadContext) {
  const { calls, url } = await accountRequest(request, context)
  const values = formValues(await request.formData())
  const form = detailsForm(phoneNumberInfo).safeParse(values)
  if (!form.success) return refused(values.intent ?? '', values, errorsOf(form.error))
  try {
    await calls.saveDetails(form.data)
  } catch (error) {
    return platformRefusal('saveDetails', values, error)
  }
  return savedRedirect(url)
}

// ── addresses ──
export async function addressesLoader(request: Request, context: AppLoadContext) {
  const { calls, url, locale } = await accountRequest(request, context)
  const [{ addresses }, { countries, callerCountryCode }] = await Promise.all([calls.addresses(), calls.countries(locale)])
  const asked = url.searchParams.get('country')?.toUpperCase()
  const country = countries.find((c) => c.iso3166alpha2 === asked)?.iso3166alpha2 ?? callerCountryCode ?? 'GB'
  return data({ addresses, countries, country, saved: url.searchParams.has('saved') }, { headers: noStore })
}

export async function addressesAction(request: Request, context: AppLoadContext) {
  const { calls, url, locale } = await accountRequest(request, context)
  const values = formValues(await request.formData())
  if (values.intent === 'removeAddress') {
    const form = RemoveAddressForm.safeParse(values)
    if (!form.success) return refused('removeAddress', values, errorsOf(form.error))
    try {
      await calls.removeAddress(form.data.id)
    } catch (error) {
      return platformRefusal('removeAddress', values, error)
    }
    return savedRedirect(url)
  }
  // the same rule the page used: the chosen country's fields, from the platform's country list
  const { countries } = await calls.countries(locale)
  const form = AddressForm(countries.find((c) => c.iso3166alpha2 === values.country)).safeParse(values)
  if (!form.success) return refused(values.intent ?? '', values, errorsOf(form.error))
  try {
    const { country, ...fields } = form.data
    await calls.addAddress({ country, ...(fields as Record<string, string>) })
  } catch (error) {
    return platformRefusal('addAddress', values, error)
  }
  return savedRedirect(url)
}

// ── marketing preferences ──
export async function marketingLoader(request: Request, context: AppLoadContext) {
  const { calls, url } = await accountRequest(request, context)
  return data({ ...(await calls.marketing()), saved: url.searchParams.has('saved') }, { headers: noStore })
}

export async function marketingAction(request: Request, context: AppLoadContext) {
  const { calls, url } = await accountRequest(request, context)
  const values = formValues(await request.formData())
  const { preferences } = await calls.marketing()
  const form = MarketingForm(preferences.map((p) => p.fieldName)).safeParse(values)
  if (!form.success) return refused(values.intent ?? '', values, errorsOf(form.error))
  try {
    await calls.saveMarketing(form.data)
  } catch (error) {
    return platformRefusal('saveMarketing', values, error)
  }
  return savedRedirect(url)
}

// ── viewer preferences ──
export async function preferencesLoader(request: Request, context: AppLoadContext) {
  const { calls, url } = await accountRequest(request, context)
  return data({ preferences: await calls.preferences(), saved: url.searchParams.has('saved') }, { headers: noStore })
}

export async function preferencesAction(request: Request, context: AppLoadContext) {
  const { calls, url, locale } = await accountRequest(request, context)
  const values = formValues(await request.formData())
  const form = PreferencesForm.safeParse(values)
  if (!form.success) return refused(values.intent ?? '', values, errorsOf(form.error))
  try {
    await calls.savePreferences(form.data)
  } catch (error) {
    return platformRefusal('savePreferences', values, error)
  }
  // a new interface language takes effect at once: the same page, in that language
  const language = form.data.language
  if (language && language !== locale) return redirect(`${localePath(language, '/preferences')}?saved=1`, { headers: noStore })
  return savedRedirect(url)
}
