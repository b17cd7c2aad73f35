/**
 * Ajv validators for every CMS document kind and block type, compiled once per process.
 * Errors come back as JSON pointers into the validated value, so an editor sees exactly
 * which field is wrong ("/blocks/2/rowTypeData/rowCount: must be equal to one of the allowed values").
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { blockSchemaFiles, blockTypes, documentSchemaFiles, isBlockType, schemaFiles, type BlockType, type DocumentKind } from './kinds.ts'
import { allSchemas } from './all.ts'

export interface ValidationIssue {
  /** JSON pointer (RFC 6901) to the offending value; "" is the whole document. */
  pointer: string
  message: string
  keyword: string
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationIssue[] }

const SCHEMA_BASE = 'https://marquee.dev/schemas/'

type AddFormats = (ajv: Ajv2020) => Ajv2020
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats

export interface CmsValidators {
  document(kind: DocumentKind, body: unknown): ValidationResult
  block(block: unknown): ValidationResult
  pageEnvelope(body: unknown): ValidationResult
}

export function createValidators(schemas: Record<string, object> = allSchemas): CmsValidators {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true })
  addFormats(ajv)
  for (const file of schemaFiles) {
    const schema = schemas[file]
    if (!schema) throw new Error(`Schema ${file} is missing from schemas/`)
    ajv.addSchema(schema)
  }

  const compile = (ref: string) => {
    const fn = ajv.getSchema(SCHEMA_BASE + ref)
    if (!fn) throw new Error(`Schema ${ref} is missing from schemas/`)
    return fn
  }
  const documents = Object.fromEntries(Object.entries(documentSchemaFiles).map(([kind, file]) => [kind, compile(file)])) as Record<
    DocumentKind,
    ValidateFunction
  >
  const blocks = Object.fromEntries(Object.entries(blockSchemaFiles).map(([type, file]) => [type, compile(file)])) as Record<
    BlockType,
    ValidateFunction
  >
  const envelope = compile('page.schema.json#/$defs/PageEnvelope')

  const run = (fn: ValidateFunction, value: unknown): ValidationResult =>
    fn(value) ? { ok: true } : { ok: false, errors: toIssues(fn.errors ?? []) }

  return {
    document: (kind, body) => run(documents[kind], body),
    pageEnvelope: (body) => run(envelope, body),
    block(block) {
      const type = (block as { type?: unknown } | null)?.type
      if (typeof type !== 'string' || !isBlockType(type)) {
        return {
          ok: false,
          errors: [{ pointer: '/type', keyword: 'enum', message: `unknown block type ${JSON.stringify(type ?? null)}` }],
        }
      }
      return run(blocks[type], block)
    },
  }
}

/** Ajv reports oneOf/anyOf/if noise beside the real cause; keep the errors a person can act on. */
export function toIssues(errors: ErrorObject[]): ValidationIssue[] {
  const meaningful = errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword) || errors.length === 1)
  const seen = new Set<string>()
  const issues: ValidationIssue[] = []
  for (const e of meaningful.length ? meaningful : errors) {
    const pointer =
      e.keyword === 'required'
        ? `${e.instancePath}/${escapePointer(String((e.params as { missingProperty: string }).missingProperty))}`
        : e.keyword === 'discriminator'
          ? `${e.instancePath}/${escapePointer(String((e.params as { tag: string }).tag))}`
          : e.keyword === 'additionalProperties'
            ? `${e.instancePath}/${escapePointer(String((e.params as { additionalProperty: string }).additionalProperty))}`
            : e.instancePath
    const message = describe(e)
    const key = `${pointer} ${message}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push({ pointer, message, keyword: e.keyword })
  }
  return issues
}

function escapePointer(token: string) {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** Patterns whose Ajv message ("must match pattern ...") would mean nothing to an editor. */
const PATTERN_MESSAGES: Record<string, string> = {
  '\\S': 'must not be empty or only spaces',
}

function describe(e: ErrorObject): string {
  switch (e.keyword) {
    case 'pattern':
      return PATTERN_MESSAGES[(e.params as { pattern: string }).pattern] ?? e.message ?? 'is invalid'
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not an allowed property'
    case 'enum':
      return `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
    case 'discriminator':
      return (e.params as { error?: string }).error === 'mapping'
        ? `unknown block type; expected one of ${blockTypes.map((t) => JSON.stringify(t)).join(', ')}`
        : 'must be a string naming the block type'
    case 'const':
      return `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`
    default:
      return e.message ?? 'is invalid'
  }
}

let shared: CmsValidators | undefined
/** One set of compiled validators per process. */
export function cmsValidators(): CmsValidators {
  shared ??= createValidators()
  return shared
}
