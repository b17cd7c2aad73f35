import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/auth/forms.ts'
import { giftSchema, redeemSchema } from './forms.ts'
import { linkCode } from './form-rules.ts'
import { giftStrings } from './strings.ts'

describe('gift forms', () => {
  it('need a gift, a real address and a message of at most 500 characters', () => {
    expect(checkForm(giftSchema, { recipientEmail: 'nope', message: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { giftProductId: ['gift.error.product'], recipientEmail: ['gift.error.email'], message: ['gift.error.messageLength'] },
    })
    expect(checkForm(giftSchema, { giftProductId: 'premium-gift-1-month', recipientEmail: ' friend@example.com ' })).toEqual({
      ok: true,
      value: { giftProductId: 'premium-gift-1-month', recipientEmail: 'friend@example.com', message: '' },
    })
  })

  it('a code is required and made of letters, digits, spaces and dashes', () => {
    expect(checkForm(redeemSchema, { code: '  ' })).toEqual({ ok: false, errors: { code: ['gift.error.code'] } })
    expect(checkForm(redeemSchema, { code: '<b>' })).toEqual({ ok: false, errors: { code: ['gift.error.GIFT_CODE_NOT_FOUND'] } })
    expect(checkForm(redeemSchema, { code: 'abcd-2345' })).toEqual({ ok: true, value: { code: 'abcd-2345' } })
    expect(linkCode('ABCD-2345')).toBe('ABCD-2345')
    expect(linkCode('"><script>')).toBe('')
  })
})

describe('gift strings', () => {
  // the Spanish pages speak to the buyer as "tú": "su correo" there reads as the buyer's own address
  it('ask in Spanish for the address of the person who receives the gift', () => {
    expect(giftStrings.strings.es['gift.recipient']).toBe('Correo electrónico de quien lo recibe')
    expect(giftStrings.strings.es['gift.error.email']).toMatch(/de quien lo recibe/)
    expect(giftStrings.strings.es['gift.message']).toMatch(/^Tu /)
  })
})
