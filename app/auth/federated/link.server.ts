/**
 * The account-link step: an external sign-in met an existing account with the
 * same email. The owner signs in to that account, then links; or skips. When the identity cannot
 * be linked to the signed-in account, Logout and Continue are offered.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { federatedCalls } from './client.server.ts'
import { readFlow } from './flow.server.ts'
import { PASSWORD_PROVIDER, realmProviders } from './providers.server.ts'
import { loginHref } from '#app/i18n/locale-path.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

export interface LinkStepData {
  state: 'sign-in-to-link' | 'confirm' | 'cannot-link'
  provider: string
  /** label of the provider the existing account signs in with; null: the ID provider (email and password) */
  existingProvider: string | null
  email: string | null
  loginHref: string
  from: string
}

export async function linkStepLoader(request: Request, context: AppLoadContext, locale: Locale) {
  const flow = await readFlow(request)
  const link = flow.get('link')
  if (!link) throw redirect(localePath(locale, '/login'))
  const { viewer } = await platformFor(request, context, locale)
  const realm = await realmProviders(request, context, locale)
  const label = (name: string) => realm.external.find((p) => p.name === name)?.label ?? name
  const here = localePath(locale, '/link-account')
  return data<LinkStepData>(
    {
      state: link.cannotLink ? 'cannot-link' : viewer.isGuest ? 'sign-in-to-link' : 'confirm',
      provider: label(link.provider),
      existingProvider: link.existingProvider === PASSWORD_PROVIDER ? null : label(link.existingProvider),
      email: link.email,
      loginHref: loginHref(locale, here),
      from: link.from,
    },
    { headers: noStore },
  )
}

const LinkIntent = z.object({ intent: z.enum(['link', 'skip', 'continue']) })

export async function linkStepAction(request: Request, context: AppLoadContext, locale: Locale) {
  const flow = await readFlow(request)
  const link = flow.get('link')
  const home = localePath(locale, '/home')
  const parsed = LinkIntent.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ error: 'federated.sorrySomethingWentWrong' as const }, { status: 400, headers: noStore })
  if (!link) return redirect(localePath(locale, '/login'), { headers: noStore })
  const done = async () => {
    flow.unset('link')
    return redirect(safeRedirectPath(link.from, home), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
  }
  if (parsed.data.intent !== 'link') return done()

  const { client, viewer } = await platformFor(request, context, locale)
  if (viewer.isGuest || !link.linkToken) return redirect(localePath(locale, '/link-account'), { headers: noStore })
  try {
    await federatedCalls(client).link(link.linkToken)
    return done()
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 409 || error.status === 404)) {
      flow.set('link', { ...link, linkToken: '', cannotLink: true })
      return redirect(localePath(locale, '/link-account'), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
    }
    logger.warn({ event: 'federation.link_failed', message: (error as Error)?.message })
    return data({ error: 'federated.sorrySomethingWentWrong' as const }, { status: 503, headers: noStore })
  }
}
