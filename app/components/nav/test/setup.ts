/** Shared test setup for the navigation: fail on unexpected console.error / console.warn. */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { setViewportWidth } from './viewport.ts'

let problems: string[] = []

beforeEach(() => {
  problems = []
  // A wide desktop unless a test says otherwise: the bar then shows every primary item (BAR_CAPACITY).
  setViewportWidth(1920)
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
