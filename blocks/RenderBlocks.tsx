import { Await } from '@remix-run/react'
import { Component, memo, Suspense, useMemo, type ErrorInfo, type ReactNode } from 'react'
import type { Block } from '#schemas/index.ts'
import type { BlockData, BlockEnv, BlockResult, RenderableBlock } from './types.ts'
import { registry } from './registry.ts'
import { BlockSkeleton } from './shared/BlockSkeleton.tsx'
import { ErrorPanel, messageIssues } from './shared/ErrorPanel.tsx'
import { RowUnavailable } from './shared/RowUnavailable.tsx'

export interface RenderBlocksProps {
  blocks: RenderableBlock[]
  env: Omit<BlockEnv, 'index'>
}

/**
 * Renders a composed page's blocks in order, keyed by their CMS id. A bad block never breaks the
 * page: invalid ones are left out (shown as an error panel in preview), failed or crashing ones
 * become a quiet "row unavailable" (the error panel in preview), streaming ones show a skeleton.
 */
export function RenderBlocks({ blocks, env }: RenderBlocksProps) {
  return (
    <>
      {blocks.map((item, index) => (
        <BlockSlot
          key={item.key}
          item={item}
          index={index}
          settings={env.settings}
          isGuest={env.viewer.isGuest}
          locale={env.locale}
          preview={env.preview}
        />
      ))}
    </>
  )
}

interface BlockSlotProps {
  item: RenderableBlock
  index: number
  settings: BlockEnv['settings']
  isGuest: boolean
  locale: BlockEnv['locale']
  preview: boolean
}

/**
 * One block, memoised on its own data and on the page's settings, viewer and locale, each passed
 * as it is rather than in a fresh object. Every update of the router's state (a fetcher's
 * submitting and loading states, the routes of the page's links arriving) re-renders the page's
 * route: without the memo, every card of every row rendered again, though its data was the same.
 * While the page hydrates it matters more: each ready block sits in its own Suspense boundary,
 * hydrated after the page's shell, and a boundary that still is server markup when it gets new
 * props (or when a context above it changes, which no memo prevents: route discovery waits for an
 * idle page for that reason, decision 048) is rendered afresh in the browser, that work dropped,
 * and hydrated again.
 */
const BlockSlot = memo(function BlockSlot({ item, index, settings, isGuest, locale, preview }: BlockSlotProps) {
  const env = useMemo<BlockEnv>(
    () => ({ settings, viewer: { isGuest }, locale, preview, index }),
    [settings, isGuest, locale, preview, index],
  )
  switch (item.status) {
    case 'invalid':
      return env.preview ? <ErrorPanel id={rawId(item.block) ?? item.key} type={item.type} issues={item.errors} /> : null
    case 'failed':
      return env.preview ? <ErrorPanel id={item.block.id} type={item.type} issues={messageIssues(item.message)} /> : <RowUnavailable />
    case 'ready':
      return (
        <BlockBoundary id={item.block.id} type={item.type} preview={env.preview}>
          {/* On the server a render error inside Suspense falls back and is retried in the browser, where the boundary catches it. */}
          <Suspense fallback={renderSkeleton(item.block)}>{renderBlock(item.block, item.data, env)}</Suspense>
        </BlockBoundary>
      )
    case 'deferred':
      return (
        <BlockBoundary id={item.block.id} type={item.type} preview={env.preview}>
          <Suspense fallback={renderSkeleton(item.block)}>
            <Await
              resolve={item.data}
              errorElement={
                <Failure id={item.block.id} type={item.type} preview={env.preview} message="The block's data could not be loaded." />
              }
            >
              {(result: BlockResult) =>
                result.ok ? (
                  renderBlock(item.block, result.data, env)
                ) : env.preview ? (
                  <ErrorPanel id={item.block.id} type={item.type} issues={messageIssues(result.message)} />
                ) : result.notFound ? null : (
                  <RowUnavailable />
                )
              }
            </Await>
          </Suspense>
        </BlockBoundary>
      )
  }
})

/** An invalid block's own id, when it has a usable one. */
function rawId(block: unknown): string | null {
  const id = typeof block === 'object' && block !== null ? (block as { id?: unknown }).id : undefined
  return typeof id === 'string' && id.length > 0 ? id : null
}

function Failure({ id, type, preview, message }: { id: string; type: string; preview: boolean; message: string }) {
  return preview ? <ErrorPanel id={id} type={type} issues={messageIssues(message)} /> : <RowUnavailable />
}

/** The block's component with its loader's data (the page loader pairs them by type). */
function renderBlock(block: Block, data: unknown, env: BlockEnv): ReactNode {
  switch (block.type) {
    case 'hero':
      return <registry.hero.Component block={block} data={data as BlockData<'hero'>} env={env} />
    case 'bucket':
      return <registry.bucket.Component block={block} data={data as BlockData<'bucket'>} env={env} />
    case 'plugin':
      return <registry.plugin.Component block={block} data={data as BlockData<'plugin'>} env={env} />
    case 'buttons':
      return <registry.buttons.Component block={block} data={data as BlockData<'buttons'>} env={env} />
    case 'continueWatching':
      return <registry.continueWatching.Component block={block} data={data as BlockData<'continueWatching'>} env={env} />
    default: {
      const unknown: never = block
      return unknown
    }
  }
}

function renderSkeleton(block: Block): ReactNode {
  switch (block.type) {
    case 'hero':
      return <registry.hero.Skeleton />
    case 'bucket':
      return <registry.bucket.Skeleton block={block} />
    default:
      return <BlockSkeleton />
  }
}

interface BoundaryProps {
  id: string
  type: string
  preview: boolean
  children: ReactNode
}

/** Keeps a block's render crash inside the block. */
class BlockBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block ${this.props.id} (${this.props.type}) failed to render:`, error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <Failure id={this.props.id} type={this.props.type} preview={this.props.preview} message={this.state.error.message} />
  }
}
