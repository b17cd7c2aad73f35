import { assignInlineVars } from '@vanilla-extract/dynamic'
import { describe, expect, it } from 'vitest'
import { inlineVars } from './inline-vars.ts'

describe('inlineVars', () => {
  it('gives the same style object as vanilla-extract for a flat map of variables', () => {
    const values = { 'var(--accent__1a2b3c)': '#e50947', 'var(--height__9z)': '240px' }
    expect(inlineVars(values)).toEqual({ ...assignInlineVars(values) })
    expect(inlineVars(values)).toEqual({ '--accent__1a2b3c': '#e50947', '--height__9z': '240px' })
  })

  it('sets nothing for a value left out, and keeps a bare custom property name', () => {
    expect(inlineVars({ 'var(--a)': undefined, 'var(--b)': null, '--c': '1' })).toEqual({ '--c': '1' })
  })
})
