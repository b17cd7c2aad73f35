import { describe, expect, it } from 'vitest'
import { equalData, rememberWhileEqual } from './remembered-while-equal.server.ts'

describe('rememberWhileEqual', () => {
  it('hands out the kept object, frozen all the way down, while new data has the same values', () => {
    const remember = rememberWhileEqual<{ rows: Array<{ id: string; favourite?: boolean }>; name: string }>()
    const first = remember('viewer-1 home', { rows: [{ id: 'a', favourite: false }], name: 'Ana' })
    expect(Object.isFrozen(first) && Object.isFrozen(first.rows) && Object.isFrozen(first.rows[0])).toBe(true)
    expect(remember('viewer-1 home', { rows: [{ id: 'a', favourite: false }], name: 'Ana' })).toBe(first)
  })

  it('hands out the new data when any value differs, however deep, and keeps that from then on', () => {
    const remember = rememberWhileEqual<{ rows: Array<{ id: string; favourite?: boolean }> }>()
    const first = remember('k', { rows: [{ id: 'a', favourite: false }] })
    const changed = remember('k', { rows: [{ id: 'a', favourite: true }] })
    expect(changed).not.toBe(first)
    expect(changed.rows[0]!.favourite).toBe(true)
    expect(remember('k', { rows: [{ id: 'a', favourite: true }] })).toBe(changed)
    // a member gone, a member added, an item more
    expect(remember('k', { rows: [{ id: 'a' }] })).not.toBe(changed)
    expect(remember('k', { rows: [{ id: 'a', favourite: true }, { id: 'b' }] }).rows).toHaveLength(2)
  })

  it('keeps keys apart: one key never gets the data kept under another', () => {
    const remember = rememberWhileEqual<{ name: string }>()
    const ana = remember('viewer-1', { name: 'Ana' })
    const bo = remember('viewer-2', { name: 'Bo' })
    expect(remember('viewer-1', { name: 'Ana' })).toBe(ana)
    expect(remember('viewer-2', { name: 'Bo' })).toBe(bo)
  })

  it('keeps nothing that is not plain data: a row still streaming is handed out as it is, every time', () => {
    const remember = rememberWhileEqual<{ row: unknown }>()
    const streaming = { row: Promise.resolve([]) }
    expect(remember('k', streaming)).toBe(streaming)
    expect(Object.isFrozen(streaming)).toBe(false)
    const again = { row: streaming.row }
    expect(remember('k', again)).toBe(again)
    expect(remember.size).toBe(0)
    const dated = { row: new Date(0) }
    expect(remember('k', dated)).toBe(dated)
    expect(remember.size).toBe(0)
  })

  it('keeps the most recently used entries up to its bound', () => {
    const remember = rememberWhileEqual<{ n: number }>(2)
    const one = remember('one', { n: 1 })
    remember('two', { n: 2 })
    expect(remember('one', { n: 1 })).toBe(one) // used again: now the latest
    remember('three', { n: 3 })
    expect(remember.size).toBe(2)
    expect(remember('one', { n: 1 })).toBe(one)
    const two = { n: 2 }
    expect(remember('two', two)).toBe(two) // it was the least recently used, so it went
  })
})

describe('equalData', () => {
  it.each<[unknown, unknown, boolean]>([
    [{ a: [1, 'x', null, true] }, { a: [1, 'x', null, true] }, true],
    [{ a: undefined }, { a: undefined }, true],
    [{ a: undefined }, { b: undefined }, false],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], { 0: 1, 1: 2 }, false],
    [{ a: 1 }, null, false],
    [1, '1', false],
    [Number.NaN, Number.NaN, false],
    [new Date(0), new Date(0), false],
  ])('%j and %j: %s', (a, b, equal) => {
    expect(equalData(a, b)).toBe(equal)
  })
})
