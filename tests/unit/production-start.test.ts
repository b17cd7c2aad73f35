/**
 * A production process starts with larger young-generation semi-spaces than Node's default
 * (decision 036): `npm start`, the README's production start and the bench (which measures the
 * product as it runs in production) give the same V8 flags, and those flags really do enlarge
 * the space where a page's short-lived objects are made.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRODUCT_NODE_FLAGS } from '../../bench/server.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * How large V8's new space grows, in MB, in a Node process started with `flags` that makes
 * short-lived objects as a render does, some of them living across a few collections.
 */
function newSpaceGrowsTo(flags: string[]) {
  const script = [
    "const v8 = require('v8'); let keep = []; let most = 0",
    'for (let i = 0; i < 3e6; i++) {',
    "  keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep = []",
    "  if (i % 1e5 === 0) most = Math.max(most, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)",
    '}',
    'console.log(most)',
  ].join('\n')
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' })) / 2 ** 20
}

describe('the production start', () => {
  it('gives npm start, the README and the bench the same V8 flags', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const productionStart = /A production start: `([^`]+)`/.exec(readme)?.[1]
    expect(PRODUCT_NODE_FLAGS.length).toBeGreaterThan(0)
    expect(scripts.start).toContain(`node ${PRODUCT_NODE_FLAGS.join(' ')} `)
    expect(productionStart).toContain(`node ${PRODUCT_NODE_FLAGS.join(' ')} `)
  })

  it('makes room for more short-lived objects than Node gives by default', () => {
    const byDefault = newSpaceGrowsTo([])
    expect(newSpaceGrowsTo(PRODUCT_NODE_FLAGS)).toBeGreaterThanOrEqual(3 * byDefault)
  })
})
