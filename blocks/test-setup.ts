import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { format } from 'node:util'
import { afterEach, beforeEach, expect } from 'vitest'
import { isAllowed, resetAllowed } from './test-utils/console.ts'

// No resources: every t(key, default) answers its English default, as the app does for a missing label.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  interpolation: { escapeValue: false },
})

/**
 * Notices about the test harness, not the code under test:
 * - @remix-run/testing's stub renders react-router's RouterProvider without the v7 future flags and
 *   cannot be told otherwise, so react-router prints its one-time "Future Flag Warning";
 * - happy-dom never loads iframe pages (no network in tests) and says so on console.error.
 */
const harnessNotices = [/React Router Future Flag Warning/, /Failed to load iframe page .* Iframe page loading is disabled/]

let unexpected: string[] = []
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  unexpected = []
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(...args)
      if (harnessNotices.some((p) => p.test(text))) return
      if (!isAllowed(level, text)) unexpected.push(`console.${level}: ${text}`)
    }
  }
})

afterEach(() => {
  cleanup()
  console.error = original.error
  console.warn = original.warn
  resetAllowed()
  expect(unexpected, 'unexpected console output').toEqual([])
})
