/**
 * The one console guard of every vitest project (app, blocks, nav, platform): a test fails when it
 * writes a console.error or console.warn nobody expected. A test that provokes a known message on
 * purpose (a block that crashes to show its error boundary) declares it first with
 * `allowConsole(level, pattern)`; the allowance ends with the test.
 *
 * Importing this module installs the guard: name it in a project's setupFiles, or import it from
 * a project's own setup file.
 */
import { format } from 'node:util'
import { afterEach, beforeEach, expect } from 'vitest'

type Level = 'error' | 'warn'

/**
 * Notices about the test harness, not the code under test:
 * - @remix-run/testing's stub renders react-router's RouterProvider without the v7 future flags and
 *   cannot be told otherwise, so react-router prints its one-time "Future Flag Warning";
 * - happy-dom never loads iframe pages (no network in tests) and says so on console.error.
 */
const harnessNotices = [/React Router Future Flag Warning/, /Failed to load iframe page .* Iframe page loading is disabled/]

const allowed: { level: Level; pattern: RegExp }[] = []

/** Lets the current test write one kind of console message without failing. */
export function allowConsole(level: Level, pattern: RegExp): void {
  allowed.push({ level, pattern })
}

let unexpected: string[] = []
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  unexpected = []
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(...args)
      if (harnessNotices.some((p) => p.test(text))) return
      if (allowed.some((a) => a.level === level && a.pattern.test(text))) return
      unexpected.push(`console.${level}: ${text}`)
    }
  }
})

afterEach(() => {
  console.error = original.error
  console.warn = original.warn
  allowed.length = 0
  expect(unexpected, 'unexpected console output').toEqual([])
})
