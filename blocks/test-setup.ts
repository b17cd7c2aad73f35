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
 * @remix-run/testing's stub renders react-router's RouterProvider without the v7 future flags and
 * cannot be told otherwise, so react-router prints its one-time "Future Flag Warning". It is about
 * the test harness, not the code under test.
 */
const harnessNotices = [/React Router Future Flag Warning/]

let unexpected: string[] = []
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  unexpected = []
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(...args)
      if (level === 'warn' && harnessNotices.some((p) => p.test(text))) return
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
