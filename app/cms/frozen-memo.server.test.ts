import { describe, expect, it } from 'vitest'
import { memoOnFrozen } from './frozen-memo.server.ts'

describe('memoOnFrozen', () => {
  const counting = () => {
    const calls: string[] = []
    const memo = memoOnFrozen((value: { title: string }, key: string) => {
      calls.push(key)
      return { shown: `${value.title} (${key})`, parts: [key] }
    })
    return { calls, memo }
  }

  it('computes once per frozen value and key, and freezes what it keeps', () => {
    const { calls, memo } = counting()
    const doc = Object.freeze({ title: 'Home' })
    const en = memo(doc, 'en')
    expect(memo(doc, 'en')).toBe(en)
    expect(memo(doc, 'es')).toEqual({ shown: 'Home (es)', parts: ['es'] })
    expect(calls).toEqual(['en', 'es'])
    expect(Object.isFrozen(en)).toBe(true)
    expect(Object.isFrozen(en.parts)).toBe(true)
    // another object, even an equal one, is computed for itself
    memo(Object.freeze({ title: 'Home' }), 'en')
    expect(calls).toEqual(['en', 'es', 'en'])
  })

  it('keeps nothing for a value that can change', () => {
    const { calls, memo } = counting()
    const doc = { title: 'Home' }
    const first = memo(doc, 'en')
    doc.title = 'Start'
    expect(memo(doc, 'en').shown).toBe('Start (en)')
    expect(calls).toEqual(['en', 'en'])
    expect(Object.isFrozen(first)).toBe(false)
  })
})
