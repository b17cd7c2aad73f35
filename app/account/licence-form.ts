/**
 * The forms of a held licence (pause with an optional resume date, resume, cancel, the
 * cancellation promo's redeem or refuse, reactivate), by `intent`: one schema for the browser and
 * the action. Messages are keys of the billing strings.
 */
import { z } from 'zod'

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
    z.object({ intent: z.enum(['resume', 'cancel', 'reactivate', 'redeemPromo', 'refusePromo']), subscriptionId: SubscriptionId }),
  ])
