/**
 * The WATCHLISTS forms: one zod schema for every intent, used by the action and, before posting,
 * by the forms in the browser (which fetch this module when a form is first used). Messages are
 * translation keys of the watchlists namespace.
 */
import * as z from 'zod'

export { checkForm } from '#app/auth/forms.ts'

/** A list's name: not blank, at most 60 characters once trimmed (the platform's rule too). */
export const WATCHLIST_NAME_MAX = 60
export const watchlistName = z
  .string({ error: 'watchlists:watchlists.nameRequired' })
  .trim()
  .min(1, { error: 'watchlists:watchlists.nameRequired' })
  .max(WATCHLIST_NAME_MAX, { error: 'watchlists:watchlists.nameTooLong' })

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'watchlists:watchlists.failed' })
const contentType = z.string().regex(/^[A-Z_]{2,30}$/, { error: 'watchlists:watchlists.failed' })
const blankIsMissing = (v: unknown) => (v === '' ? undefined : v)

export const watchlistIntents = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    name: watchlistName,
    contentId: z.preprocess(blankIsMissing, id.optional()),
    contentType: z.preprocess(blankIsMissing, contentType.optional()),
  }),
  z.object({ intent: z.literal('rename'), watchlistId: id, owner: id, name: watchlistName }),
  z.object({
    intent: z.literal('delete'),
    watchlistId: id,
    owner: id,
    /** a delete is asked once and confirmed: "yes" is the second press */
    confirmed: z.preprocess(blankIsMissing, z.literal('yes', { error: 'watchlists:watchlists.failed' }).optional()),
  }),
  z.object({ intent: z.literal('save'), watchlistId: id, owner: id }),
  z.object({ intent: z.literal('add-item'), watchlistId: id, owner: id, contentId: id, contentType }),
  z.object({ intent: z.literal('remove-item'), watchlistId: id, owner: id, contentId: id, contentType }),
  z.object({
    intent: z.literal('move'),
    watchlistId: id,
    owner: id,
    contentId: id,
    direction: z.enum(['up', 'down'], { error: 'watchlists:watchlists.failed' }),
    after: z.preprocess(blankIsMissing, z.coerce.number().int().min(0).optional()),
  }),
])
export type WatchlistIntent = z.infer<typeof watchlistIntents>
