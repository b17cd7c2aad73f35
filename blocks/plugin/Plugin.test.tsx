import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PluginBlock, PluginDocument } from '#schemas/index.ts'
import { BlockNotFoundError, isBlockNotFoundError } from '#blocks/shared/errors.ts'
import { env } from '../test-utils/fixtures.ts'
import { FIRST_SCREEN_BLOCKS, FRAME_NEAR_MARGIN, Plugin } from './Plugin.tsx'
import { loadPlugin } from './plugin.server.ts'
import { sandboxFor } from './sandbox.ts'

const OWN = 'https://watch.example.test'

const block: PluginBlock = { type: 'plugin', id: 'stats', pluginId: 'fight-stats' }
const iframePlugin: PluginDocument = {
  id: 'fight-stats',
  title: 'Fight stats',
  mode: 'iframe',
  url: 'https://stats.example.org/embed',
  height: 600,
  // as the block's loader hands it to the page
  sandbox: 'allow-scripts allow-popups allow-same-origin',
}
const externalPlugin: PluginDocument = {
  id: 'shop',
  title: 'Official shop',
  description: 'Gloves, shirts and more.',
  mode: 'external',
  url: 'https://shop.example.org',
}

/**
 * An IntersectionObserver the test drives: `observed` holds what each observer watches and with
 * which margin, and `come(near)` tells every observer whether its elements are near.
 */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; margin?: string; self: IntersectionObserver }> = []
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, targets: [], margin: options?.rootMargin, self: this as unknown as IntersectionObserver })
    }
    observe(target: Element) {
      observers.find((o) => o.self === (this as unknown))!.targets.push(target)
    }
    disconnect() {
      observers.find((o) => o.self === (this as unknown))!.targets.length = 0
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    observers,
    come(isIntersecting: boolean) {
      act(() => {
        for (const o of observers) {
          const entries = o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
          if (entries.length) o.callback(entries, o.self)
        }
      })
    },
  }
}

describe('Plugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("sends a box of the frame's height, with the frame lazy and sandboxed inside <noscript>", () => {
    const html = renderToString(<Plugin block={block} data={{ plugin: iframePlugin }} env={env({ index: 2 })} />)
    const noscript = /<noscript>(.*)<\/noscript>/.exec(html)?.[1] ?? ''
    expect(noscript).toMatch(/^<iframe [^>]*title="Fight stats"/)
    expect(noscript).toContain('src="https://stats.example.org/embed"')
    expect(noscript).toContain('loading="lazy"')
    expect(noscript).toContain('sandbox="allow-scripts')
    // the frame is in the markup only for a browser without JavaScript
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<iframe')
    expect(html).toMatch(/<div [^>]*style="height:600px"[^>]*data-frame-waiting=""/)
  })

  it('puts the frame in its box once the box is within a screen of the viewport, and not before', () => {
    const io = fakeObserver()
    const { container } = render(<Plugin block={block} data={{ plugin: iframePlugin }} env={env({ index: 2 })} />)
    expect(screen.queryByTitle('Fight stats')).toBeNull()
    expect(io.observers.map((o) => o.margin)).toEqual([FRAME_NEAR_MARGIN])
    expect(FRAME_NEAR_MARGIN).toBe('100% 0px')
    io.come(false)
    expect(screen.queryByTitle('Fight stats')).toBeNull()
    io.come(true)
    const frame = screen.getByTitle('Fight stats')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://stats.example.org/embed')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('height', '600')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    expect(container.querySelector('[data-frame-waiting]')).toBeNull()
    // the observer is let go once the frame is in
    expect(io.observers.every((o) => o.targets.length === 0)).toBe(true)
  })

  it("sends the frame itself for a plugin on the first screen (the page's first two blocks)", () => {
    expect(FIRST_SCREEN_BLOCKS).toBe(2)
    for (const index of [0, 1]) {
      const html = renderToString(<Plugin block={block} data={{ plugin: iframePlugin }} env={env({ index })} />)
      expect(html).toMatch(/^<section[^>]*><h2[^>]*>Fight stats<\/h2><iframe [^>]*src="https:\/\/stats.example.org\/embed"/)
      expect(html).not.toContain('<noscript>')
    }
  })

  it('puts the frame in at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Plugin block={block} data={{ plugin: iframePlugin }} env={env({ index: 2 })} />)
    expect(screen.getByTitle('Fight stats').tagName).toBe('IFRAME')
  })

  it('lets the block override the title and height', () => {
    const io = fakeObserver()
    render(<Plugin block={{ ...block, title: 'Live stats', height: 320 }} data={{ plugin: iframePlugin }} env={env({ index: 2 })} />)
    expect(screen.getByRole('heading', { name: 'Live stats' })).toBeInTheDocument()
    io.come(true)
    expect(screen.getByTitle('Live stats')).toHaveAttribute('height', '320')
  })

  it("never lets a page of the product's origin keep its origin, even when the plugin asks", () => {
    expect(sandboxFor({ url: '/plugins/x' }, OWN)).not.toContain('allow-same-origin')
    expect(sandboxFor({ url: 'https://x.example.org' }, OWN)).toContain('allow-same-origin')
    expect(sandboxFor({ url: '/plugins/x', sandbox: 'allow-scripts' }, OWN)).toBe('allow-scripts')
    expect(sandboxFor({ url: '/plugins/x', sandbox: 'allow-same-origin allow-scripts allow-same-origin' }, OWN)).toBe('allow-scripts')
    expect(sandboxFor({ url: '/plugins/x', sandbox: 'allow-scripts allow-same-origin allow-forms' }, OWN)).toBe('allow-scripts allow-forms')
    expect(sandboxFor({ url: '/plugins/x', sandbox: '' }, OWN)).toBe('')
    expect(sandboxFor({ url: 'https://x.example.org', sandbox: 'allow-scripts allow-same-origin' }, OWN)).toBe(
      'allow-scripts allow-same-origin',
    )
    // the product's own origin written out in full is still its own origin
    const asks = 'allow-scripts allow-same-origin'
    expect(sandboxFor({ url: 'https://watch.example.test/plugins/x', sandbox: asks }, OWN)).toBe('allow-scripts')
    expect(sandboxFor({ url: 'https://WATCH.example.test:443/plugins/x' }, OWN)).not.toContain('allow-same-origin')
    // other origins: another scheme, port or host, however alike
    expect(sandboxFor({ url: 'http://watch.example.test/plugins/x', sandbox: asks }, OWN)).toBe(asks)
    expect(sandboxFor({ url: 'https://watch.example.test:8443/x', sandbox: asks }, OWN)).toBe(asks)
    expect(sandboxFor({ url: 'https://watch.example.test.example.org/x', sandbox: asks }, OWN)).toBe(asks)
  })

  it('frames the plugin with the sandbox its loader worked out, and with none, the strictest', () => {
    const given = renderToString(<Plugin block={block} data={{ plugin: iframePlugin }} env={env({ index: 0 })} />)
    expect(given).toContain('sandbox="allow-scripts allow-popups allow-same-origin"')
    const none = renderToString(<Plugin block={block} data={{ plugin: { ...iframePlugin, sandbox: undefined } }} env={env({ index: 0 })} />)
    expect(none).toContain('sandbox=""')
  })

  it('shows an external plugin as a card with an Open link to a new tab', () => {
    render(<Plugin block={block} data={{ plugin: externalPlugin }} env={env({ index: 2 })} />)
    expect(screen.getByRole('heading', { name: 'Official shop' })).toBeInTheDocument()
    expect(screen.getByText('Gloves, shirts and more.')).toBeInTheDocument()
    const open = screen.getByRole('link', { name: /^Open/ })
    expect(open).toHaveAccessibleName('Open Official shop (opens in a new tab)')
    expect(open).toHaveAttribute('href', 'https://shop.example.org')
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('loadPlugin', () => {
  it('reads the draft in preview and the published plugin otherwise', async () => {
    const getPlugin = vi.fn(async () => iframePlugin)
    const platform = { getPlugin, getBucket: vi.fn(), getContent: vi.fn() }
    await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: true, ownOrigin: OWN })
    expect(getPlugin).toHaveBeenLastCalledWith('fight-stats', { draft: true })
    expect(await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: OWN })).toEqual({
      plugin: iframePlugin,
    })
    expect(getPlugin).toHaveBeenLastCalledWith('fight-stats', { draft: false })
  })

  it("hands the page the frame's sandbox: a plugin on the product's origin loses allow-same-origin", async () => {
    const own = { ...iframePlugin, url: 'https://watch.example.test/plugins/stats' }
    const platform = { getPlugin: vi.fn(async () => own), getBucket: vi.fn(), getContent: vi.fn() }
    expect(await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: OWN })).toEqual({
      plugin: { ...own, sandbox: 'allow-scripts allow-popups' },
    })
    const unasked = { ...iframePlugin, sandbox: undefined }
    platform.getPlugin.mockResolvedValue(unasked)
    const { plugin } = await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: OWN })
    expect(plugin.sandbox).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation allow-same-origin',
    )
  })

  it('throws a not-found error for a missing plugin', async () => {
    const platform = { getPlugin: vi.fn(async () => null), getBucket: vi.fn(), getContent: vi.fn() }
    const error = await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: OWN }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BlockNotFoundError)
    expect(isBlockNotFoundError(error)).toBe(true)
  })
})
