import { fileURLToPath } from 'node:url'

const dir = (name: string) => fileURLToPath(new URL(`./${name}/`, import.meta.url))

/** The package.json "imports" aliases, for every vitest project. */
export const aliases = [
  { find: /^#app\//, replacement: dir('app') },
  { find: /^#blocks\//, replacement: dir('blocks') },
  { find: /^#schemas\//, replacement: dir('schemas') },
  { find: /^#platform\//, replacement: dir('platform') },
  { find: /^#tests\//, replacement: dir('tests') },
]

export const repoRoot = fileURLToPath(new URL('./', import.meta.url))
