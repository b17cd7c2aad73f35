import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach } from 'vitest'
import '#tests/setup/console.ts'

// No resources: every t(key, default) answers its English default, as the app does for a missing label.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  interpolation: { escapeValue: false },
})

afterEach(() => {
  cleanup()
})
