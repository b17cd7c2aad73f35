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
    // each file shares one PGlite (loaded from the template) across its tests; the number of
    // workers is the root config's (vitest.config.ts), shared by every project
    pool: 'forks',
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
