/**
 * The cards page's one form schema, used by the browser (checked before posting) and by the action
 * (the truth): `intent` says which form was sent. Adding a card takes the sandbox card fields of
 * the checkout's own schema; its messages are commerce string keys.
 */
import * as z from 'zod'
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
