/**
 * `<RemixServer>` and the static router it makes build their route objects once per build, not
 * once per document (`scripts/patch-dependencies.mjs`): the running server (the built app; npm
 * test builds before the unit tests) renders several documents, and the two builders are counted.
 * The shared objects carry no request's data: each page still renders its own content and
 * language.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from './index.ts'

const require = createRequire(import.meta.url)
// The packages' exports maps hide these modules: reach them through the packages' directories,
// as the server's own requires do (the CommonJS builds).
const remixReact = path.dirname(require.resolve('@remix-run/react/package.json'))
const remixRoutes = require(path.join(remixReact, 'dist/routes.js')) as { createServerRoutes: (...args: unknown[]) => unknown }
const routerDom = path.dirname(require.resolve('react-router-dom/package.json'))
const router = createRequire(path.join(routerDom, 'server.js'))('@remix-run/router') as {
  UNSAFE_convertRoutesToDataRoutes: (...args: unknown[]) => unknown
}

let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'render-routes-test-session-secret-long-01', LOG_LEVEL: 'error' })
  server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    NODE_ENV: 'production',
    DEMO: 'true',
    PAGE_CACHE: 'off',
  })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('document rendering', () => {
  it("builds Remix's route objects and the static router's once per build, and each page still renders its own", async () => {
    // the first document builds them (if no earlier test in this process did)
    expect((await fetch(`${base}/home`)).status).toBe(200)
    const serverRoutes = vi.spyOn(remixRoutes, 'createServerRoutes')
    const dataRoutes = vi.spyOn(router, 'UNSAFE_convertRoutesToDataRoutes')

    const pages = await Promise.all(
      ['/home', '/es/inicio', '/pt/inicio', '/browse', '/home'].map(async (p) => {
        const res = await fetch(base + p)
        return { path: p, status: res.status, html: await res.text() }
      }),
    )
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200])
    expect(serverRoutes).not.toHaveBeenCalled()
    expect(dataRoutes).not.toHaveBeenCalled()

    const lang = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1]
    expect(pages.map((p) => lang(p.html))).toEqual(['en', 'es', 'pt', 'en', 'en'])
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
    expect(pages.map((p) => title(p.html))).toEqual([
      'Home · Marquee',
      'Inicio · Marquee',
      'Início · Marquee',
      'Browse · Marquee',
      'Home · Marquee',
    ])
  })
})
