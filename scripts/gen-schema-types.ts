/**
 * Generates the TypeScript types of the CMS documents from the JSON Schemas, in two forms:
 *   schemas/generated/types.ts          documents as the app renders them: every localised text
 *                                       already resolved to one string (schemas/localize.ts)
 *   schemas/generated/stored-types.ts   documents as stored and validated: a localised text is a
 *                                       plain string or an object of locale to text
 * and the wire types of the platform's API from its OpenAPI document (openapi-typescript):
 *   schemas/generated/api.ts            `paths`, `operations` and `components` of platform/openapi.yaml
 *   npm run schemas:gen     writes the files
 *   npm run schemas:check   fails (exit 1) when a committed file is stale
 */
import { compile } from 'json-schema-to-typescript'
import openapiTS, { astToString } from 'openapi-typescript'
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { allSchemas } from '../schemas/all.ts'
import { blockSchemaFiles, documentSchemaFiles } from '../schemas/kinds.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Form = 'rendered' | 'stored' | 'api'
const outFiles: Record<Form, string> = {
  rendered: path.join(root, 'schemas/generated/types.ts'),
  stored: path.join(root, 'schemas/generated/stored-types.ts'),
  api: path.join(root, 'schemas/generated/api.ts'),
}

/** The API's wire types, from the OpenAPI document the platform is tested against. */
async function generateApi(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.join(root, 'platform/openapi.yaml')))
  const banner =
    '/* Generated from platform/openapi.yaml by scripts/gen-schema-types.ts (openapi-typescript). Do not edit: run `npm run schemas:gen`. */'
  return `${banner}

${astToString(ast)}`
}

/** Every reference to localizedText or one of its length-limited forms, wherever it points from. */
const LOCALIZED_REF = /^(?:common\.schema\.json)?#\/\$defs\/(?:nonEmptyL|l)ocalizedText\d*$/

/**
 * Localised text fields all get one type: `string` once rendered, `LocalizedText` as stored. Their
 * length limits differ, which TypeScript cannot express, and otherwise each limit would become a
 * numbered copy of the type.
 */
function withLocalizedTextType<T>(value: T, tsType: string): T {
  if (Array.isArray(value)) return value.map((v) => withLocalizedTextType(v, tsType)) as T
  if (!value || typeof value !== 'object') return value
  const ref = (value as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && LOCALIZED_REF.test(ref)) return { tsType } as T
  return Object.fromEntries(
    Object.entries(value)
      // the definitions themselves are declared once, by localizedTextDeclaration()
      .filter(([k]) => k !== 'localizedText' && !LOCALIZED_REF.test(`#/$defs/${k}`))
      .map(([k, v]) => [k, withLocalizedTextType(v, tsType)]),
  ) as T
}

function localizedTextDeclaration(): string {
  const defs = (allSchemas['common.schema.json'] as { $defs: Record<string, { description: string; enum?: string[] }> }).$defs
  const locales = defs.Locale!.enum!
  return [
    `/**\n * ${defs.localizedText!.description}\n */`,
    `export type LocalizedText = string | { ${locales.map((l) => `${l}?: string`).join('; ')} };`,
  ].join('\n')
}

async function generate(form: Exclude<Form, 'api'>): Promise<string> {
  const banner =
    form === 'rendered'
      ? '/* Generated from schemas/*.schema.json by scripts/gen-schema-types.ts. Do not edit: run `npm run schemas:gen`. Documents as rendered: localised texts are resolved to one string (generated/stored-types.ts has the stored form). */'
      : '/* Generated from schemas/*.schema.json by scripts/gen-schema-types.ts. Do not edit: run `npm run schemas:gen`. Documents as stored and validated: a localised text may hold a value per locale. */'
  const tsType = form === 'rendered' ? 'string' : 'LocalizedText'
  const parts: string[] = form === 'rendered' ? [banner, ''] : [banner, '', localizedTextDeclaration(), '']
  const files = [...Object.values(blockSchemaFiles), ...Object.values(documentSchemaFiles)]
  const seen = new Set<string>()
  for (const file of files) {
    const schema = withLocalizedTextType(structuredClone(allSchemas[file]), tsType) as Record<string, unknown>
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
          // Every schema file is read from the bundle (the same data Ajv validates), not the disk.
          marquee: {
            order: 1,
            canRead: /\.schema\.json(?:#.*)?$/,
            read: (f: { url: string }) =>
              JSON.stringify(withLocalizedTextType(allSchemas[path.basename(f.url.replace(/#.*$/, ''))], tsType)),
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

let stale = false
for (const form of ['rendered', 'stored', 'api'] as const) {
  const outFile = outFiles[form]
  const generated = form === 'api' ? await generateApi() : await generate(form)
  if (process.argv.includes('--check')) {
    let current = ''
    try {
      current = readFileSync(outFile, 'utf8')
    } catch {
      // no file yet: it is stale like any other difference
    }
    if (current !== generated) {
      console.error(`${path.relative(root, outFile)} is stale: run \`npm run schemas:gen\` and commit the result.`)
      stale = true
    }
  } else {
    mkdirSync(path.dirname(outFile), { recursive: true })
    writeFileSync(outFile, generated)
    console.log(`wrote ${path.relative(root, outFile)}`)
  }
}
if (stale) process.exit(1)
if (process.argv.includes('--check')) console.log('schema types are up to date')
