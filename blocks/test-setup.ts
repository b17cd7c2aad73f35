import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '#tests/setup/console.ts'
import '#tests/setup/aria-button.ts'

afterEach(() => {
  cleanup()
})
