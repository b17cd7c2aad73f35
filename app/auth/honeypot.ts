/**
 * A honeypot on public forms: a field people never see or fill (hidden from view and from
 * assistive technology), which form-filling bots do. A filled one gets the normal-looking answer
 * and nothing happens.
 */
export const HONEYPOT_FIELD = 'website'

export function honeypotTripped(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}
