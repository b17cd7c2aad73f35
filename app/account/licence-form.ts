/**
 * The forms of a held licence (pause with an optional resume date, resume, cancel, the
 * cancellation promo's redeem or refuse, reactivate, a price change's continue or leave, a plan
 * change; and the card chosen on PAYMENT_UPDATE), by `intent`: one schema for the browser and
 * the action. Messages are keys of the billing strings.
 */
import * as z from 'zod'

const SubscriptionId = z.uuid({ error: 'licences.failed' })

/** A licence change, by `intent`. */
export const licenceFormSchema = () =>
  z.discriminatedUnion('intent', [
    z.object({
      intent: z.literal('pause'),
      subscriptionId: SubscriptionId,
      resumeAfter: z
        .union([z.literal(''), z.iso.date({ error: 'licences.resumeDateInvalid' })])
        .optional()
        .transform((v) => v || null),
    }),
    z.object({
      intent: z.enum(['resume', 'cancel', 'reactivate', 'redeemPromo', 'refusePromo', 'continuePrice', 'leavePrice']),
      subscriptionId: SubscriptionId,
    }),
    // another plan of the family (or the held one again: a scheduled downgrade withdrawn)
    z.object({
      intent: z.literal('changeTier'),
      subscriptionId: SubscriptionId,
      licenceId: z.string({ error: 'licences.failed' }).regex(/^[a-z0-9-]{1,100}$/, { error: 'licences.failed' }),
    }),
  ])

/** The card form of PAYMENT_UPDATE: which saved card pays for the licence. */
export const paymentUpdateSchema = () => z.object({ intent: z.literal('setCard'), cardId: z.uuid({ error: 'paymentUpdate.pick' }) })
