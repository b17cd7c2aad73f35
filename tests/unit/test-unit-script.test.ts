/**
 * `npm run test:unit` names every Vitest project (vitest.config.ts) in one of its two runs: a
 * project added to the config but not to the script would never run in `npm test`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import rootConfig from '../../vitest.config.ts'

const root = path.resolve(import.meta.dirname, '../..')

async function projectNames(): Promise<string[]> {
  const names: string[] = []
  for (const project of rootConfig.test?.projects ?? []) {
    if (typeof project === 'string') {
      const loaded = (await import(path.join(root, project))).default as { test?: { name?: string } }
      names.push(loaded.test!.name!)
    } else {
      const name = (project as { test?: { name?: unknown } }).test?.name
      names.push(typeof name === 'string' ? name : (name as { label: string }).label)
    }
  }
  return names
}

describe('npm run test:unit', () => {
  it('runs every project of the Vitest config, the platform alone without isolation', async () => {
    const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['test:unit']
    const runs = script.split('&&').map((run) => run.trim())
    const named = runs.flatMap((run) => [...run.matchAll(/--project (\S+)/g)].map((m) => m[1]))
    expect([...named].sort()).toEqual((await projectNames()).sort())
    expect(runs.find((run) => run.includes('--project platform'))).toMatch(/--no-isolate/)
    expect(runs.filter((run) => run.includes('--no-isolate'))).toHaveLength(1)
  })
})
