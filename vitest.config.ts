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
    // Every project's files run in one pool of forked workers, sized here and nowhere else (a
    // project's own pool options do not size it). Vitest's default is one fewer worker than the
    // machine has cores, so on CI's two cores every file ran one after another: 580 s. Two workers
    // run the same suite in about 385 s. Each file keeps to its own databases (a PGlite loaded from
    // the run's template, a fresh Postgres database, servers on port 0), so files may overlap.
    //
    // `npm run test:unit` runs the platform's project on its own afterwards, with --no-isolate: its
    // files then share a worker process and load the platform's modules once, where a process per
    // file spent most of the time loading them again (on two cores, with Postgres, 168 s against
    // 229–254 s). Isolation is one setting for the whole pool, and the app's files need it (each
    // has its own DOM and module mocks), hence two runs. A new project must be named there too.
    maxWorkers: 2,
    minWorkers: 1,
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
