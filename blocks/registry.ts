/**
 * The block registry: one definition per block type of schemas/block.schema.json, shared by the
 * server render and the browser. Server loaders live apart, in registry.server.ts.
 */
import type { BlockType } from '#schemas/index.ts'
import type { BlockDefinition } from './types.ts'
import { Hero, HeroSkeleton } from './hero/Hero.tsx'
import { Bucket, BucketSkeleton } from './bucket/Bucket.tsx'
import { Plugin } from './plugin/Plugin.tsx'
import { Buttons } from './buttons/Buttons.tsx'
import { ContinueWatching } from './continue-watching/ContinueWatching.tsx'

export const heroDefinition = { type: 'hero', Component: Hero, Skeleton: HeroSkeleton } satisfies BlockDefinition<'hero'>
export const bucketDefinition = { type: 'bucket', Component: Bucket, Skeleton: BucketSkeleton } satisfies BlockDefinition<'bucket'>
export const pluginDefinition = { type: 'plugin', Component: Plugin } satisfies BlockDefinition<'plugin'>
export const buttonsDefinition = { type: 'buttons', Component: Buttons } satisfies BlockDefinition<'buttons'>
/** A row of what the signed-in viewer is part-way through, from their watch history (no bucket). */
export const continueWatchingDefinition = {
  type: 'continueWatching',
  Component: ContinueWatching,
} satisfies BlockDefinition<'continueWatching'>

export const registry = {
  hero: heroDefinition,
  bucket: bucketDefinition,
  plugin: pluginDefinition,
  buttons: buttonsDefinition,
  continueWatching: continueWatchingDefinition,
} satisfies { [T in BlockType]: BlockDefinition<T> }

export type Registry = typeof registry
