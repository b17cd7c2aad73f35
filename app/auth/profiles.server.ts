/** The PROFILES page's operations: one intent per form, validated with zod, answered with POST-redirect-GET. */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { commitSwitchedTokens, currentRefreshToken, platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { flashCookie } from '#app/utils/flash.server.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { messageOf } from './auth.server.ts'
import { checkForm, pinSchema, profileNameSchema } from './forms.ts'
import type { FieldErrors } from './form-errors.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'

const id = z.string().uuid()
const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('select'), id, pin: z.string().max(10).optional() }),
  z.object({ intent: z.literal('rename'), id, name: profileNameSchema }),
  z.object({ intent: z.literal('setPin'), id, pin: pinSchema }),
  z.object({ intent: z.literal('removePin'), id }),
  z.object({ intent: z.literal('pinReset'), id }),
  z.object({ intent: z.literal('delete'), id }),
  z.object({
    intent: z.literal('create'),
    name: profileNameSchema,
    type: z.enum(['ADULT', 'CHILD']),
    pin: z.union([z.literal(''), pinSchema]).optional(),
  }),
])

export type ProfilesActionData = { intent: string; id?: string; errors: FieldErrors; message?: string; values?: { name?: string } }

const CODE_KEYS: Record<string, string> = {
  PIN_REQUIRED: 'profiles.pinRequired',
  INVALID_PIN: 'profiles.invalidPin',
  TOO_MANY_PROFILES: 'profiles.tooMany',
  LAST_ADULT_PROFILE: 'profiles.lastAdult',
  TOO_MANY_ATTEMPTS: 'auth.tooManyAttempts',
  KID_PROFILE_FORBIDDEN: 'profiles.childNote',
  NOT_FOUND: 'profiles.notFound',
}

/**
 * The page's query parameters that describe one moment of it: `delete` asks to confirm a
 * profile's deletion. Links and redirects that leave that moment drop it and keep the rest (`from`,
 * `locale`). The last answer's message is not a parameter: it comes once, in a flash cookie
 * (app/utils/flash.server.ts), so no link can put words on this page.
 */
export const PAGE_STATE = ['delete'] as const

/** The messages this page's actions leave for it (a flash's `key`). */
export const PROFILES_NOTICES = ['profiles.saved', 'profiles.pinResetSent', 'profiles.deleted'] as const
export type ProfilesNotice = { key: (typeof PROFILES_NOTICES)[number]; values?: Record<string, string> }

export async function profilesAction(request: Request, context: AppLoadContext, locale: Locale) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const profileId = String(form.get('id') ?? '') || undefined
  const here = new URL(request.url)
  const fail = (status: number, errors: FieldErrors, message?: string) =>
    data<ProfilesActionData>(
      { intent, id: profileId, errors, message, values: { name: String(form.get('name') ?? '').slice(0, 40) } },
      { status, headers: { 'Cache-Control': cachePolicy.none } },
    )
  const checked = checkForm(intents, form)
  if (!checked.ok) return fail(400, checked.errors)
  const op = checked.value
  const { client, viewer } = await platformFor(request, context, locale)
  requireSignedIn(request, viewer, here.pathname)
  // Back to the list, keeping the page's other parameters (from): a confirmation that was asked
  // for belongs to the page before this one. The answer's message goes with the redirect.
  const back = async (notice?: ProfilesNotice) => {
    const url = new URL(here)
    for (const name of PAGE_STATE) url.searchParams.delete(name)
    const headers = new Headers({ 'Cache-Control': cachePolicy.none })
    if (notice) headers.append('Set-Cookie', await flashCookie({ page: 'profiles', ...notice }))
    return redirect(url.pathname + url.search, { headers })
  }
  try {
    switch (op.intent) {
      case 'select': {
        const tokens = await client.selectProfile(op.id, { pin: op.pin || undefined, refreshToken: await currentRefreshToken(request) })
        const target = safeRedirectPath(here.searchParams.get('from'), localePath(locale, '/home'))
        return redirect(target, {
          headers: { 'Set-Cookie': await commitSwitchedTokens(request, tokens), 'Cache-Control': cachePolicy.none },
        })
      }
      case 'rename':
        await client.updateProfile(op.id, { name: op.name })
        return back({ key: 'profiles.saved' })
      case 'setPin':
        await client.updateProfile(op.id, { pin: op.pin })
        return back({ key: 'profiles.saved' })
      case 'removePin':
        await client.updateProfile(op.id, { pin: null })
        return back({ key: 'profiles.saved' })
      case 'pinReset':
        await client.requestPinReset(op.id)
        return back({ key: 'profiles.pinResetSent' })
      case 'delete': {
        // The name for the message after it, as the platform knows it (not as the form says). An id
        // that is not in the list goes on to the platform, whose NOT_FOUND gets its own message.
        const { profiles } = await client.profiles()
        const name = profiles.find((p) => p.id === op.id)?.name
        await client.deleteProfile(op.id)
        // a profile the list did not hold is gone all the same; its message names no one
        return back(name ? { key: 'profiles.deleted', values: { name } } : undefined)
      }
      case 'create':
        await client.createProfile({ name: op.name, type: op.type, pin: op.pin || null })
        return back({ key: 'profiles.saved' })
    }
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) {
      const key = CODE_KEYS[error.code]
      if (error.code === 'PIN_REQUIRED' || error.code === 'INVALID_PIN') return fail(error.status, { pin: [key!] })
      return fail(error.status, {}, key ?? messageOf(error).key)
    }
    logger.error({ event: 'profiles.failed', intent, message: (error as Error)?.message })
    return fail(503, {}, 'sorrySomethingWentWrong')
  }
}
