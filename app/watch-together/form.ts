/** The WATCH_TOGETHER page's form: one intent, join or leave, for the action and its buttons. */
import * as z from 'zod'

export const watchTogetherForm = z.object({
  intent: z.enum(['join', 'leave'], { error: 'watchTogether.invalid' }),
})
export type WatchTogetherIntent = z.infer<typeof watchTogetherForm>['intent']
