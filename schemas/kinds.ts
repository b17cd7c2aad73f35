/**
 * The CMS contract: which schema file validates each document kind and each block type.
 * Shared by the platform (validating writes) and the app (validating what it renders).
 */
export const documentKinds = ['menu', 'page', 'section', 'plugin', 'labels', 'settings'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const blockTypes = ['hero', 'bucket', 'plugin', 'buttons', 'continueWatching'] as const
export type BlockType = (typeof blockTypes)[number]

export const documentSchemaFiles = {
  menu: 'menu.schema.json',
  page: 'page.schema.json',
  section: 'section.schema.json',
  plugin: 'plugin.schema.json',
  labels: 'labels.schema.json',
  settings: 'settings.schema.json',
} as const satisfies Record<DocumentKind, string>

export const blockSchemaFiles = {
  hero: 'hero.schema.json',
  bucket: 'bucket.schema.json',
  plugin: 'plugin-block.schema.json',
  buttons: 'buttons.schema.json',
  continueWatching: 'continue-watching.schema.json',
} as const satisfies Record<BlockType, string>

export const schemaFiles = [
  'common.schema.json',
  ...Object.values(blockSchemaFiles),
  'block.schema.json',
  ...Object.values(documentSchemaFiles),
] as const

export function isDocumentKind(value: string): value is DocumentKind {
  return (documentKinds as readonly string[]).includes(value)
}
export function isBlockType(value: string): value is BlockType {
  return (blockTypes as readonly string[]).includes(value)
}
