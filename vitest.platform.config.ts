import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** The platform's tests: Node, a real database (in-memory PGlite; Postgres too with TEST_DATABASE_URL). */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^#platform\/(.*)$/, replacement: `${dir('./platform/')}$1` },
      { find: /^#schemas\/(.*)$/, replacement: `${dir('./schemas/')}$1` },
    ],
  },
  test: {
    name: 'platform',
    environment: 'node',
    include: ['platform/**/*.test.ts'],
    setupFiles: ['tests/setup/console.ts'],
    // one migrated PGlite data directory for the run, loaded by each file instead of initdb
    globalSetup: ['platform/test/pglite-template.ts'],
    // each file shares one PGlite (loaded from the template) across its tests; two cores, two workers
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
