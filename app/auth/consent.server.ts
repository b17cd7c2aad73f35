/**
 * The CONSENT step (checkout step CONSENT): a signed-in viewer whose sign-in
 * answered missingInformationStatus REQUIRED answers the realm's terms, then continues to `from`
 * (same-origin paths only). The rules are the shared ones of schemas/consent.ts; the platform
 * checks them again and stores nothing unless they hold.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { missingConsents, type ConsentAnswers, type ConsentTerm } from '#schemas/consent.ts'
import type { ConsentStepKey } from './consent-strings.ts'
import { consentField, type ConsentActionData } from './consent-form.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

/** Where the step continues: `from` when it is a same-origin path (never the step itself), else home. */
export function continueTarget(url: URL, locale: Locale): string {
  const home = localePath(locale, '/home')
  const from = safeRedirectPath(url.searchParams.get('from'), home)
  return from.split(/[?#]/)[0] === localePath(locale, '/consent') ? home : from
}

async function signedInClient(request: Request, context: AppLoadContext, locale: Locale) {
  const { client, viewer } = await platformFor(request, context, locale)
  requireSignedIn(request, viewer, continueTarget(new URL(request.url), locale))
  return client
}

export async function consentLoader(request: Request, context: AppLoadContext, locale: Locale) {
  const client = await signedInClient(request, context, locale)
  const { terms, answers, missingInformationStatus } = await client.consents()
  return data({ terms, answers, required: missingInformationStatus === 'REQUIRED' }, { headers: noStore })
}

/** One zod schema per form, built from the realm's terms: a ticked box posts "true", an unticked one nothing. */
function formSchema(terms: ConsentTerm[]) {
  const boxes = Object.fromEntries(
    terms.filter((t) => t.fieldType === 'BINARY_CHOICE').map((t) => [consentField(t.fieldName), z.literal('true').optional()]),
  )
  return z.object({ intent: z.literal('save'), ...boxes })
}

export async function consentAction(request: Request, context: AppLoadContext, locale: Locale) {
  const client = await signedInClient(request, context, locale)
  const url = new URL(request.url)
  const form = Object.fromEntries(await request.formData())
  const { terms } = await client.consents()
  const answers: ConsentAnswers = Object.fromEntries(
    terms.filter((t) => t.fieldType === 'BINARY_CHOICE').map((t) => [t.fieldName, form[consentField(t.fieldName)] === 'true']),
  )
  const fail = (status: number, message: ConsentStepKey, missing: string[] = []) =>
    data<ConsentActionData>(
      { errors: Object.fromEntries(missing.map((name) => [consentField(name), ['consentStep.termRequired']])), message, answers },
      { status, headers: noStore },
    )

  const parsed = formSchema(terms).safeParse(form)
  if (!parsed.success) return fail(400, 'consentStep.failed')
  const missing = missingConsents(terms, answers)
  if (missing.length) return fail(400, 'consentStep.missing', missing)
  try {
    await client.saveConsents(answers)
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'CONSENT_REQUIRED') {
      // The realm's terms changed between the page and the post: say which are missing now.
      return fail(
        422,
        'consentStep.missing',
        ((error.body as { missing?: string[] })?.missing ?? []).filter((n) => typeof n === 'string'),
      )
    }
    if (!(error instanceof PlatformError) || error.status >= 500)
      logger.error({ event: 'consent.save_failed', message: (error as Error)?.message })
    return fail(error instanceof PlatformError && error.status < 500 ? error.status : 503, 'consentStep.failed')
  }
  return redirect(continueTarget(url, locale), { headers: noStore })
}
