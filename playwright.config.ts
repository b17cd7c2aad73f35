import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * Specs that change what every visitor sees while they run: they publish CMS pages or the realm
 * settings (and put them back in a `finally`). They form the `shared-state` project, run one at a
 * time after the rest (scripts/test.sh runs the two projects one after the other), so no other
 * test sees their changes. Every other spec keeps to its own accounts and data, so on a machine
 * with more cores they may run side by side (E2E_WORKERS=n). A new spec that publishes anything
 * shared belongs in this list.
 */
const SHARED_STATE = [
  'a11y.spec.ts',
  'catalogue-epg.spec.ts',
  'cms-publish.spec.ts',
  'embed-bridge.spec.ts',
  'identity-consent-profiles.spec.ts',
  'identity-federated.spec.ts',
  'preview-access.spec.ts',
].map((file) => `**/${file}`)

/**
 * The browser the tests drive: CHROMIUM_PATH when given; otherwise Debian's headless shell
 * (package chromium-headless-shell, the same Chromium without its desktop UI) when installed, and
 * Debian's full Chromium when not. The headless shell is what Playwright itself runs headless
 * tests in: on CI's two cores the whole end-to-end run takes about a third less time in it (the
 * full browser's UI process, its compositor and every window's preloaded WebUI cost CPU in every
 * test), and every test passes in both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
}

/**
 * End-to-end tests drive Debian's Chromium (no browser download) against the built product,
 * started fresh on an in-memory database seeded from fixtures/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: true,
  // a timeout catches a hang, not slowness: long journeys on a busy two-core machine take over 30 s
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: every action, console message and network request, with
    // their timings, and a screenshot of the page as it failed. The trace's own screenshots (a
    // screencast of every frame) and DOM snapshots of every step cost a fifth of the whole run's
    // time on CI's two cores, for every test that passes too; E2E_TRACE=full adds them back when a
    // failure needs them to be understood.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Each project keeps its failures' traces and page snapshots in a folder of its own: the two run
  // one after the other (scripts/test.sh), and a run empties only its own projects' folders, so the
  // second phase no longer wipes what the first left to read.
  projects: [
    { name: 'chromium', testIgnore: SHARED_STATE, use: browser, outputDir: 'test-results/chromium' },
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1, use: browser, outputDir: 'test-results/shared-state' },
  ],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO: 'true',
      DATA_DIR: 'memory://',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-000',
      LOG_LEVEL: 'error',
    },
  },
})
