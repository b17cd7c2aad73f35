/**
 * Structured one-line JSON logs (pino), each with the request id of the request it belongs to.
 * Never pass secrets, tokens or passwords in here: fields named like them are redacted at any
 * depth as a last line of defence, and addresses (fields named like url, href or path) lose their
 * query and fragment, where one-time tokens travel (`?token=` of a reset or magic link).
 */
import pino from 'pino'
import { currentRequestId } from './request-context.server.ts'

const REDACT = /token|secret|password|authorization|cookie|card.?number|cvc/i
const ADDRESS = /url|href|path|location|referr?er|redirect/i
type Level = 'debug' | 'info' | 'warn' | 'error'

export function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(redact)
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      REDACT.test(k) ? '[redacted]' : typeof v === 'string' && ADDRESS.test(k) ? v.replace(/[?#][\s\S]*$/, '') : redact(v),
    ]),
  )
}

function level(): Level {
  return (process.env.LOG_LEVEL as Level | undefined) ?? (process.env.NODE_ENV === 'test' ? 'error' : 'info')
}

/** Made once per process, on first use, so LOG_LEVEL set by a test or the server is honoured. */
let base: pino.Logger | undefined
function root(): pino.Logger {
  return (base ??= pino({
    level: level(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (entry) => redact(entry) as Record<string, unknown>,
    },
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }))
}

export const logger = {
  debug: (entry: Record<string, unknown>) => root().debug(entry),
  info: (entry: Record<string, unknown>) => root().info(entry),
  warn: (entry: Record<string, unknown>) => root().warn(entry),
  error: (entry: Record<string, unknown>) => root().error(entry),
}
