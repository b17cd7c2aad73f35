/**
 * ARCHITECTURE.md and the decision records stay true to the tree: every backticked path in
 * ARCHITECTURE.md exists, and the decision index lists every record, each dated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** Backticked words that look like repository paths: a folder and a name, or a name with a known ending. */
function backtickedPaths(markdown: string): string[] {
  const paths = new Set<string>()
  for (const [, inner] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = inner!.replace(/[.,;:]$/, '')
    if (
      /^[\w.-]+(\/[\w.*-]+)*\/$/.test(candidate) ||
      /^[\w.-]+(\/[\w.*-]+)+$/.test(candidate) ||
      /^[\w-]+\.(ts|tsx|js|json|md|yaml)$/.test(candidate)
    )
      paths.add(candidate)
  }
  return [...paths]
}

function exists(candidate: string): boolean {
  if (!candidate.includes('*')) return existsSync(path.join(root, candidate))
  // a glob such as app/routes/*.tsx: its folder exists and holds at least one match
  const dir = path.dirname(candidate)
  const pattern = new RegExp(`^${path.basename(candidate).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`)
  return existsSync(path.join(root, dir)) && readdirSync(path.join(root, dir)).some((name) => pattern.test(name))
}

describe('ARCHITECTURE.md', () => {
  const text = read('ARCHITECTURE.md')
  const paths = backtickedPaths(text)

  it('names paths, and every one of them exists', () => {
    expect(paths.length).toBeGreaterThan(40)
    expect(paths.filter((p) => !exists(p))).toEqual([])
  })

  it('answers ten "where is" questions', () => {
    const section = text.split('## Where is X')[1] ?? ''
    expect(section.match(/^\s*\d+\. \*\*Where .+\?\*\*/gm)).toHaveLength(10)
  })

  it('finds paths the way the test reads them', () => {
    expect(backtickedPaths('see `app/i18n/t.ts`, `useT`, `server/`, `README.md` and `a b`')).toEqual([
      'app/i18n/t.ts',
      'server/',
      'README.md',
    ])
  })
})

describe('decision records', () => {
  const dir = 'docs/decisions'
  const records = readdirSync(path.join(root, dir)).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
  const index = read(`${dir}/README.md`)

  it('are each listed in the index', () => {
    expect(records.length).toBeGreaterThan(0)
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([])
  })

  it('each carry a date and a status under the title', () => {
    const undated = records.filter((name) => !/^# .+\n\nDate: \d{4}-\d{2}-\d{2} · Status: \S/.test(read(`${dir}/${name}`)))
    expect(undated).toEqual([])
  })
})
