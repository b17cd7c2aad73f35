/** Vitest fails a test that writes an unexpected console.error or console.warn. */
import { format } from 'node:util'
import { afterEach, beforeEach, expect } from 'vitest'

let unexpected: string[] = []
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  unexpected = []
  console.error = (...args: unknown[]) => void unexpected.push(`console.error: ${format(...args)}`)
  console.warn = (...args: unknown[]) => void unexpected.push(`console.warn: ${format(...args)}`)
})

afterEach(() => {
  console.error = original.error
  console.warn = original.warn
  expect(unexpected, 'unexpected console output').toEqual([])
})
