/**
 * Generates schemas/generated/types.ts from the JSON Schemas.
 *   npm run schemas:gen     writes the file
 *   npm run schemas:check   fails (exit 1) when the committed file is stale
 */
import { compile } from 'json-schema-to-typescript'
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allSchemas } from '../schemas/all.ts'
import { blockSchemaFiles, documentSchemaFiles } from '../schemas/kinds.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outFile = path.join(root, 'schemas/generated/types.ts')

async function generate(): Promise<string> {
  const banner = '/* Generated from schemas/*.schema.json by scripts/gen-schema-types.ts. Do not edit: run `npm run schemas:gen`. */'
  const parts: string[] = [banner, '']
  const files = [...Object.values(blockSchemaFiles), ...Object.values(documentSchemaFiles)]
  const seen = new Set<string>()
  for (const file of files) {
    const schema = structuredClone(allSchemas[file]) as Record<string, unknown>
    // Block unions are declared once below; documents refer to blocks through `Block`.
    const ts = await compile(schema as never, String(schema.title), {
      bannerComment: '',
      cwd: path.join(root, 'schemas'),
      declareExternallyReferenced: true,
      additionalProperties: false,
      strictIndexSignatures: true,
      ignoreMinAndMaxItems: true,
      $refOptions: {
        resolve: {
          marquee: {
            order: 1,
            canRead: /^https:\/\/marquee\.dev\/schemas\//,
            read: (f: { url: string }) => JSON.stringify(allSchemas[f.url.replace('https://marquee.dev/schemas/', '').replace(/#.*$/, '')]),
          },
        },
      } as never,
    })
    // Drop declarations already emitted by an earlier file (shared $defs).
    for (const chunk of ts.split(/\n(?=export )/)) {
      const name = /^export (?:interface|type) (\w+)/.exec(chunk.trim())?.[1]
      if (name && seen.has(name)) continue
      if (name) seen.add(name)
      parts.push(chunk.trim(), '')
    }
  }
  return parts.join('\n')
}

const generated = await generate()
if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(outFile, 'utf8')
  } catch {}
  if (current !== generated) {
    console.error('schemas/generated/types.ts is stale: run `npm run schemas:gen` and commit the result.')
    process.exit(1)
  }
  console.log('schema types are up to date')
} else {
  mkdirSync(path.dirname(outFile), { recursive: true })
  writeFileSync(outFile, generated)
  console.log(`wrote ${path.relative(root, outFile)}`)
}
