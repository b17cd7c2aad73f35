/** A test fails when anything logs an unexpected console.error or console.warn. */
import { afterEach, beforeEach, vi } from 'vitest'

let unexpected: string[] = []
beforeEach(() => {
  unexpected = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`)
    })
  }
})
afterEach(() => {
  vi.restoreAllMocks()
  if (unexpected.length) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`)
})
