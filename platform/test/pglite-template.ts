/**
 * Vitest global setup of the platform's tests: one migrated, empty PGlite data directory per run,
 * dumped to a file that every test file loads (`useTestDatabase`) instead of running initdb and the
 * migrations again (about 3 s a file, most of the suite's database start-up).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the dumped data directory of a migrated, empty PGlite database */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-pglite-'))
  const file = path.join(dir, 'template.tar')
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await migrate(database)
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('pgliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
