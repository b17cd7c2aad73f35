import { describe, expect, it } from 'vitest'
import { magicLinkSchema, resetRequestSchema, signupSchema } from './forms.ts'

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message)

describe('the identity forms’ email', () => {
  it('left empty, is told only that it is missing', () => {
    expect(messages(signupSchema.safeParse({ name: 'Ana', email: '  ', password: 'long-enough' }), 'email')).toEqual([
      'pleaseProvideYourEmail',
    ])
    expect(messages(resetRequestSchema.safeParse({ email: '' }), 'email')).toEqual(['pleaseProvideYourEmail'])
    expect(messages(magicLinkSchema.safeParse({ email: '' }), 'email')).toEqual(['pleaseProvideYourEmail'])
  })

  it('not an address, is told that it is not valid', () => {
    expect(messages(signupSchema.safeParse({ name: 'Ana', email: 'ana', password: 'long-enough' }), 'email')).toEqual([
      'pleaseProvideValidEmail',
    ])
    expect(messages(magicLinkSchema.safeParse({ email: 'ana@' }), 'email')).toEqual(['invalidEmail'])
  })
})

describe('a profile’s name', () => {
  it('too long, is told so, not that it is missing', async () => {
    const { profileNameSchema } = await import('./forms.ts')
    expect(profileNameSchema.safeParse('x'.repeat(41)).error?.issues.map((i) => i.message)).toEqual(['auth.nameTooLong'])
    expect(profileNameSchema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['profiles.nameRequired'])
    expect(profileNameSchema.safeParse('Kiddo').success).toBe(true)
  })
})
