/**
 * The block registry's contract. A block type has a React component (blocks/registry.ts,
 * shared by server and browser) and optionally a server loader (blocks/registry.server.ts)
 * that fetches its data from the platform (a bucket's first page of content, say).
 */
import type { ComponentType } from 'react'
import type { Block, BlockType, SettingsDocument } from '#schemas/index.ts'
import type { BucketPage, ContentCard, RowPage, SessionUser, ValidationIssue } from '#app/platform/types.ts'
import type { HistoryEntry } from '#app/player/types.ts'
import type { PluginDocument } from '#schemas/index.ts'

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>

/** What every block component receives besides its own block and data. */
export interface BlockEnv {
  settings: SettingsDocument
  viewer: Pick<SessionUser, 'isGuest'>
  locale: 'en' | 'es' | 'pt'
  /** Draft preview for editors: broken blocks show an error panel instead of disappearing. */
  preview: boolean
  /** Position in the page, 0-based: the first rows load eagerly, images below the fold lazily. */
  index: number
}

/** Data each block type's loader produces. */
export interface BlockDataMap {
  hero: { content: ContentCard | null }
  bucket: {
    bucket: RowPage
    /** the cursor this page started at (no-JS paging) */ startedAt: string | null
    previousCursor: string | null
  }
  plugin: { plugin: PluginDocument }
  buttons: { content: ContentCard | null }
  continueWatching: { items: HistoryEntry[] }
}

export type BlockData<T extends BlockType> = BlockDataMap[T]

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>
  data: BlockData<T>
  env: BlockEnv
}

export interface BlockDefinition<T extends BlockType> {
  type: T
  Component: ComponentType<BlockProps<T>>
  /** Rows shown as skeletons while their data streams in. */
  Skeleton?: ComponentType<{ block: BlockOf<T> }>
}

/** Server side: fetches a block's data. Gets the platform client and the request's paging state. */
export interface BlockLoadContext {
  platform: BlockPlatform
  /** e.g. the lastSeen cursor a no-JS visitor paged a carousel to: `?row.<blockId>=<cursor>` */
  searchParams: URLSearchParams
  preview: boolean
  /** The product's public origin (`https://watch.example`): a plugin there is framed as its own page. */
  ownOrigin: string
}

/** The subset of the platform client blocks may call. */
export interface BlockPlatform {
  getBucket(bucketId: string, opts?: { rpp?: number; lastSeen?: string | null }): Promise<BucketPage>
  getContent(id: string): Promise<ContentCard | null>
  getPlugin(id: string, opts?: { draft?: boolean }): Promise<PluginDocument | null>
  /** The viewer's titles to continue watching, latest first; null for a guest (no history). */
  getContinueWatching?(opts?: { rpp?: number }): Promise<HistoryEntry[] | null>
}

export type BlockLoader<T extends BlockType> = (block: BlockOf<T>, ctx: BlockLoadContext) => Promise<BlockData<T>>

/** A block as the page loader hands it to <RenderBlocks>. */
export type RenderableBlock =
  | { key: string; type: BlockType; status: 'ready'; block: Block; data: unknown }
  | { key: string; type: BlockType; status: 'deferred'; block: Block; data: Promise<BlockResult> }
  | { key: string; type: string; status: 'invalid'; block: unknown; errors: ValidationIssue[] }
  | { key: string; type: BlockType; status: 'failed'; block: Block; message: string }

export type BlockResult = { ok: true; data: unknown } | { ok: false; message: string; notFound?: boolean }
