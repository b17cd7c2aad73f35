import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PluginBlock, PluginDocument } from '#schemas/index.ts'
import { BlockNotFoundError, isBlockNotFoundError } from '#blocks/shared/errors.ts'
import { env } from '../test-utils/fixtures.ts'
import { Plugin, sandboxFor } from './Plugin.tsx'
import { loadPlugin } from './plugin.server.ts'

const block: PluginBlock = { type: 'plugin', id: 'stats', pluginId: 'fight-stats' }
const iframePlugin: PluginDocument = {
  id: 'fight-stats',
  title: 'Fight stats',
  mode: 'iframe',
  url: 'https://stats.example.org/embed',
  height: 600,
}
const externalPlugin: PluginDocument = {
  id: 'shop',
  title: 'Official shop',
  description: 'Gloves, shirts and more.',
  mode: 'external',
  url: 'https://shop.example.org',
}

describe('Plugin', () => {
  it('embeds an iframe plugin, titled, sandboxed, lazy and at its height', () => {
    render(<Plugin block={block} data={{ plugin: iframePlugin }} env={env()} />)
    const frame = screen.getByTitle('Fight stats')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://stats.example.org/embed')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('height', '600')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
  })

  it('lets the block override the title and height', () => {
    render(<Plugin block={{ ...block, title: 'Live stats', height: 320 }} data={{ plugin: iframePlugin }} env={env()} />)
    expect(screen.getByTitle('Live stats')).toHaveAttribute('height', '320')
    expect(screen.getByRole('heading', { name: 'Live stats' })).toBeInTheDocument()
  })

  it('never lets a same-origin page keep its origin unless the plugin says so', () => {
    expect(sandboxFor({ url: '/plugins/x' })).not.toContain('allow-same-origin')
    expect(sandboxFor({ url: 'https://x.example.org' })).toContain('allow-same-origin')
    expect(sandboxFor({ url: '/plugins/x', sandbox: 'allow-scripts' })).toBe('allow-scripts')
  })

  it('shows an external plugin as a card with an Open link to a new tab', () => {
    render(<Plugin block={block} data={{ plugin: externalPlugin }} env={env()} />)
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
    await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: true })
    expect(getPlugin).toHaveBeenLastCalledWith('fight-stats', { draft: true })
    expect(await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false })).toEqual({ plugin: iframePlugin })
    expect(getPlugin).toHaveBeenLastCalledWith('fight-stats', { draft: false })
  })

  it('throws a not-found error for a missing plugin', async () => {
    const platform = { getPlugin: vi.fn(async () => null), getBucket: vi.fn(), getContent: vi.fn() }
    const error = await loadPlugin(block, { platform, searchParams: new URLSearchParams(), preview: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BlockNotFoundError)
    expect(isBlockNotFoundError(error)).toBe(true)
  })
})
