/** Shared test setup for the navigation: fail on unexpected console.error / console.warn. */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

let problems: string[] = []

beforeEach(() => {
  problems = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  if (problems.length > 0) throw new Error(`Unexpected console output:\n${problems.join('\n')}`)
})
