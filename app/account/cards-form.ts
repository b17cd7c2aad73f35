/**
 * The cards page's one form schema, used by the browser (checked before posting) and by the action
 * (the truth): `intent` says which form was sent. Adding a card takes the sandbox card fields of
 * the checkout's own schema; its messages are commerce string keys. The page fetches this module
 * when the add-card form is first used (useLazyModule), so zod is not in its first download.
 */
import * as z from 'zod'
import { checkForm } from '#app/auth/forms.ts'
import { cardSchema } from '#app/commerce/card.ts'

const CardId = z.uuid({ error: 'cards.notFound' })

export function cardsFormSchema(now: Date = new Date()) {
  return z.discriminatedUnion('intent', [
    cardSchema(now).extend({ intent: z.literal('add'), makeDefault: z.literal('on').optional() }),
    z.object({ intent: z.literal('setDefault'), cardId: CardId }),
    z.object({ intent: z.literal('remove'), cardId: CardId }),
  ])
}
export type CardsForm = z.infer<ReturnType<typeof cardsFormSchema>>

/** The cards form checked as the action checks it: the parsed form, or its field errors. */
export const checkCardsForm = (form: FormData, now: Date = new Date()) => checkForm(cardsFormSchema(now), form)
