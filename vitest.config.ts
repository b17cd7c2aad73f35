import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { aliases } from './vitest.shared.ts'

/**
 * `npm run test:unit` runs every project: the app's own unit and integration tests (below), the
 * block registry, the navigation, the platform (PGlite, and Postgres when TEST_DATABASE_URL is set)
 * and the fixtures' checks.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        esbuild: { jsx: 'automatic' },
        resolve: { alias: aliases },
        test: {
          name: 'app',
          environment: 'node',
          include: [
            'app/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/fakes/**/*.test.ts',
          ],
          // Tests that need a Postgres server run where one is given (CI: .ci/run).
          exclude: ['app/components/nav/**', 'node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/aria-button.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'blocks/vitest.config.ts',
      { extends: './app/components/nav/vitest.config.ts', test: { name: 'nav' } },
      'vitest.platform.config.ts',
      'fixtures/vitest.config.ts',
    ],
  },
})
