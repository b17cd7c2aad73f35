/** Shared test setup for the navigation: a wide viewport, the DOM matchers, and the console guard. */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import '#tests/setup/console.ts'
import '#tests/setup/aria-button.ts'
import { setViewportWidth } from './viewport.ts'

beforeEach(() => {
  // A wide desktop unless a test says otherwise: the bar then shows every primary item (BAR_CAPACITY).
  setViewportWidth(1920)
})

afterEach(() => {
  cleanup()
})
