import { describe, expect, it, vi } from 'vitest'
import type { Block } from '#schemas/index.ts'
import { FAILED_BLOCK_MESSAGE, loadBlock, loaders } from './registry.server.ts'
import { registry } from './registry.ts'
import type { BlockPlatform } from './types.ts'
import { bucketPage } from './test-utils/fixtures.ts'

const platform = (over: Partial<BlockPlatform> = {}): BlockPlatform => ({
  getBucket: vi.fn(async () => bucketPage(['c1'])),
  getContent: vi.fn(async () => null),
  getPlugin: vi.fn(async () => null),
  getContinueWatching: vi.fn(async () => null),
  ...over,
})
const ctx = (p: BlockPlatform) => ({
  platform: p,
  searchParams: new URLSearchParams(),
  preview: false,
  ownOrigin: 'https://watch.example.test',
})

const row: Block = { type: 'bucket', id: 'picks', bucketId: 'top-picks', rowTypeData: { rowType: 'basic' } }

describe('block registry', () => {
  it('has a component and a loader for every block type', () => {
    const types = ['hero', 'bucket', 'plugin', 'buttons', 'continueWatching'] as const
    for (const type of types) {
      expect(registry[type].type).toBe(type)
      expect(typeof registry[type].Component).toBe('function')
      expect(typeof loaders[type]).toBe('function')
    }
  })
})

describe('loadBlock', () => {
  it("answers the block's data", async () => {
    const result = await loadBlock(row, ctx(platform()))
    expect(result).toMatchObject({ ok: true, data: { startedAt: null } })
  })

  it('turns a missing plugin into a not-found result instead of throwing', async () => {
    const result = await loadBlock({ type: 'plugin', id: 'p', pluginId: 'gone' }, ctx(platform()))
    expect(result).toEqual({ ok: false, message: 'Plugin gone was not found', notFound: true })
  })

  it('treats a platform 404 as not found and other failures as errors', async () => {
    const notFound = Object.assign(new Error('Bucket not found'), { status: 404 })
    expect(await loadBlock(row, ctx(platform({ getBucket: vi.fn(async () => Promise.reject(notFound)) })))).toMatchObject({
      ok: false,
      notFound: true,
    })
    const down = Object.assign(new Error('Service unavailable'), { status: 503 })
    const result = await loadBlock(row, ctx(platform({ getBucket: vi.fn(async () => Promise.reject(down)) })))
    // the platform's own words stay in the log; the preview panel says only that it did not answer
    expect(result).toEqual({ ok: false, notFound: false, message: FAILED_BLOCK_MESSAGE })
  })
})

describe('loadBlock with a block type it does not know', () => {
  it('answers a failure instead of throwing', async () => {
    const result = await loadBlock({ type: 'carousel3d', id: 'x' } as unknown as Block, ctx(platform()))
    expect(result).toEqual({ ok: false, notFound: false, message: FAILED_BLOCK_MESSAGE })
  })
})
