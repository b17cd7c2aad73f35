import { describe, expect, it } from 'vitest'
import { checkoutProblem, problemText, tooManyTries } from './errors.ts'
import { commerceStrings } from './strings.ts'
import type { ProblemKey } from './strings.ts'
import { cardSchema, voucherSchema } from './card.ts'
import { checkForm } from '#app/auth/forms.ts'

describe('payment errors', () => {
  it('answers a rate-limit refusal (429) with the minutes its Retry-After asks to wait, never the generic failure', () => {
    expect(checkoutProblem({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts.', retryAfterSeconds: 1500 })).toEqual({
      kind: 'message',
      key: 'tooManyTries.minutes',
      minutes: 25,
      field: 'card',
    })
    // rounded up, at least one minute; without Retry-After the hour the limits count over
    expect(tooManyTries({ status: 429, retryAfterSeconds: 61 })).toEqual({ minutes: 2, one: false })
    expect(tooManyTries({ status: 429, retryAfterSeconds: 0 })).toEqual({ minutes: 1, one: true })
    expect(checkoutProblem({ status: 429, retryAfterSeconds: 30 })).toMatchObject({ key: 'tooManyTries.oneMinute', minutes: 1 })
    expect(tooManyTries({ status: 429, retryAfterSeconds: null })).toEqual({ minutes: 60, one: false })
    expect(tooManyTries({ status: 402, retryAfterSeconds: 60 })).toBeNull()
    expect(checkoutProblem({ status: 402, code: 'card_declined', retryAfterSeconds: 60 })).toMatchObject({ key: 'card.declined' })
  })

  it('words the wait in every language, with the minutes filled in', () => {
    const problem = checkoutProblem({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts.', retryAfterSeconds: 1200 })
    if (problem.kind !== 'message') throw new Error('a message was expected')
    const said: Record<string, string> = {}
    for (const locale of ['en', 'es', 'pt'] as const) {
      const strings = commerceStrings.strings[locale] as Record<string, string>
      said[locale] = problemText(problem, locale, (key, values) =>
        (strings[key] ?? key).replace('{{minutes}}', String(values?.minutes ?? '{{minutes}}')),
      )
    }
    expect(said).toEqual({
      en: 'Too many tries. Try again in 20 minutes.',
      es: 'Demasiados intentos. Vuelve a intentarlo dentro de 20 minutos.',
      pt: 'Demasiadas tentativas. Tente de novo daqui a 20 minutos.',
    })
  })

  it('answers 409 freeTrialDenied with the acknowledgement and 424 with exactly the missing fields', () => {
    expect(checkoutProblem({ status: 409, code: 'freeTrialDenied', message: '…' })).toEqual({ kind: 'freeTrialDenied' })
    expect(
      checkoutProblem({
        status: 424,
        code: 'BASKET_REQUIREMENTS_FAILED',
        body: { details: { missingFields: ['fullName', 'postalCode', '<x>'] } },
      }),
    ).toEqual({
      kind: 'billing',
      missingFields: ['fullName', 'postalCode'],
    })
  })

  it('shows the server’s message for card refusals', () => {
    expect(
      checkoutProblem({
        status: 402,
        code: 'card_declined',
        message: 'Your card was declined.',
      }),
    ).toEqual({
      kind: 'message',
      key: 'card.declined',
      text: 'Your card was declined.',
      field: 'card',
    })
    expect(
      checkoutProblem({
        status: 402,
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      }),
    ).toMatchObject({ text: 'Your card number is incorrect.' })
    expect(checkoutProblem({ status: 402, code: 'expired_card' })).toMatchObject({ key: 'card.expired', text: undefined })
    expect(
      checkoutProblem({
        status: 402,
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
      }),
    ).toMatchObject({ key: 'card.invalidCvc' })
  })

  it('maps the codes, and anything else to anErrorOccured', () => {
    const key = (code: string) => (checkoutProblem({ status: 400, code }) as { key: string }).key
    expect(key('INVALID_TIER_CHANGE')).toBe('invalidTierChange')
    expect(key('BAD_REQUEST')).toBe('paymentError')
    expect(key('MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED')).toBe('maxPaymentMethodsErrorMessage')
    expect(key('CAPTCHA_FAIL_ERROR')).toBe('captchaFailed')
    expect(key('CHALLENGE_FAILED')).toBe('captchaFailed')
    expect(key('NO_PAYMENT_DETAILS')).toBe('failedPayment')
    expect(key('KID_PURCHASE_PERMISSION_DENIED')).toBe('kidPurchasePermissionDenied')
    expect(key('SIGNUP_GEO_RESTRICTED')).toBe('signupGeoRestriction')
    expect(key('VPN_DETECTED')).toBe('vpnErrorMessage')
    expect(key('SOMETHING_NEW')).toBe('anErrorOccured')
    expect(
      checkoutProblem({
        status: 404,
        code: 'VOUCHER_NOT_FOUND',
        message: 'This voucher code is not valid.',
      }),
    ).toMatchObject({
      field: 'voucher',
      key: 'voucher.notFound',
      text: 'This voucher code is not valid.',
    })
    expect(checkoutProblem({ status: 409, code: 'VOUCHER_ALREADY_USED' })).toMatchObject({ key: 'voucher.used' })
  })

  it('shows the platform’s English text on an English page only, the translation elsewhere', () => {
    const declined = checkoutProblem({ status: 402, code: 'card_declined', message: 'Your card was declined.' }) as {
      key: ProblemKey
      text?: string
    }
    const translate = (key: ProblemKey) => `t(${key})`
    expect(problemText(declined, 'en', translate)).toBe('Your card was declined.')
    expect(problemText(declined, 'es', translate)).toBe('t(card.declined)')
    expect(problemText(declined, 'pt', translate)).toBe('t(card.declined)')
    expect(problemText({ key: 'card.expired' }, 'en', translate)).toBe('t(card.expired)')
  })
})

describe('the card form', () => {
  const now = new Date('2026-11-24T00:00:00Z')
  it('accepts a test card and normalises it', () => {
    const r = checkForm(cardSchema(now), {
      cardNumber: '4242 4242 4242 4242',
      expiry: '1/34',
      cvc: '123',
      cardHolder: ' Casey ',
    })
    expect(r).toEqual({
      ok: true,
      value: {
        cardNumber: '4242424242424242',
        expiry: '01/34',
        cvc: '123',
        cardHolder: 'Casey',
      },
    })
  })
  it('refuses a bad number, a past expiry, a short CVC and no name, with translation keys', () => {
    const r = checkForm(cardSchema(now), {
      cardNumber: '4242 4242 4242 4241',
      expiry: '10/26',
      cvc: '12',
      cardHolder: '',
    })
    expect(r).toEqual({
      ok: false,
      errors: {
        cardNumber: ['commerce.cardNumberInvalid'],
        expiry: ['commerce.expiryPast'],
        cvc: ['commerce.cvcInvalid'],
        cardHolder: ['commerce.cardHolderRequired'],
      },
    })
  })
  it('answers an empty or unreadable expiry with one message instead of throwing', () => {
    for (const expiry of ['', 'soon', '1230', '13/20']) {
      const r = checkForm(cardSchema(now), { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123', cardHolder: 'Casey' })
      expect(r, expiry).toEqual({ ok: false, errors: { expiry: ['commerce.expiryInvalid'] } })
    }
  })
})

describe('the voucher form', () => {
  it('asks for a code when none is given, and for its format when it is malformed: one message each', () => {
    expect(checkForm(voucherSchema, { code: '  ' })).toEqual({ ok: false, errors: { code: ['commerce.voucherRequired'] } })
    expect(checkForm(voucherSchema, { code: 'x' })).toEqual({ ok: false, errors: { code: ['commerce.voucherFormat'] } })
    expect(checkForm(voucherSchema, { code: ' welcome10 ' })).toEqual({ ok: true, value: { code: 'welcome10' } })
  })
})
