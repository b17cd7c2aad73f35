/**
 * The favourites toggle's form, one schema for the browser (the hidden fields it sends) and the
 * FAVOURITES route action that reads it. `js` is set only by the enhanced (fetcher) submission,
 * which wants the answer as data; a plain form post is answered with a redirect (POST-redirect-GET).
 */
import * as z from 'zod'

export const favouriteIntents = ['add', 'remove'] as const
export type FavouriteIntent = (typeof favouriteIntents)[number]

export const favouriteForm = z.object({
  intent: z.enum(favouriteIntents, { error: 'favourites.invalid' }),
  contentId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'favourites.invalid' }),
  redirectTo: z.string().max(2000).optional(),
  js: z.literal('1').optional(),
})
export type FavouriteForm = z.infer<typeof favouriteForm>
