// @vitest-environment node
import { UNSAFE_RemixContext } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { ModulePreloads } from './ModulePreloads.tsx'

/** The stub's Remix context with a manifest like a build's: the entry, the root and a page. */
function WithManifest() {
  const remix = useContext(UNSAFE_RemixContext)!
  const manifest = {
    ...remix.manifest,
    entry: { module: '/build/entry.client-A.js', imports: ['/build/_shared/react-B.js', '/build/_shared/remix-C.js'] },
    routes: {
      root: {
        ...remix.manifest.routes.root!,
        module: '/build/root-D.js',
        imports: ['/build/_shared/react-B.js', '/build/_shared/nav-E.js'],
      },
      HOME: { ...remix.manifest.routes.HOME!, module: '/build/HOME-F.js', imports: ['/build/_shared/blocks-G.js'] },
    },
  }
  return (
    <UNSAFE_RemixContext.Provider value={{ ...remix, manifest }}>
      <ModulePreloads />
    </UNSAFE_RemixContext.Provider>
  )
}

describe('ModulePreloads', () => {
  it("announces the entry's, the root's and the page's modules once each, at low priority, in the server render", () => {
    // the stub's browser router says so when rendered on the server, as this test does
    allowConsole('error', /useLayoutEffect does nothing on the server/)
    const Stub = createRemixStub([
      { id: 'root', path: '/', Component: WithManifest, children: [{ id: 'HOME', index: true, Component: () => null }] },
    ])
    const html = renderToString(<Stub initialEntries={['/']} />)
    const links = [...html.matchAll(/<link[^>]*>/g)].map(([tag]) => tag)
    expect(links.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/build/entry.client-A.js',
      '/build/_shared/react-B.js',
      '/build/_shared/remix-C.js',
      '/build/_shared/nav-E.js',
      '/build/root-D.js',
      '/build/_shared/blocks-G.js',
      '/build/HOME-F.js',
    ])
    for (const tag of links) {
      expect(tag).toContain('rel="modulepreload"')
      expect(tag).toContain('fetchpriority="low"')
    }
  })
})
