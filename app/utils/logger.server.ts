/**
 * Structured one-line JSON logs. Never pass secrets, tokens or passwords in here: fields named
 * like them are redacted as a last line of defence.
 */
const REDACT = /token|secret|password|authorization|cookie/i
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

function threshold(): number {
  const level = (process.env.LOG_LEVEL as Level | undefined) ?? (process.env.NODE_ENV === 'test' ? 'error' : 'info')
  return order[level] ?? order.info
}

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(redact)
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, REDACT.test(k) ? '[redacted]' : redact(v)]))
}

function write(level: Level, entry: Record<string, unknown>) {
  if (order[level] < threshold()) return
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...(redact(entry) as object) })
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export const logger = {
  debug: (entry: Record<string, unknown>) => write('debug', entry),
  info: (entry: Record<string, unknown>) => write('info', entry),
  warn: (entry: Record<string, unknown>) => write('warn', entry),
  error: (entry: Record<string, unknown>) => write('error', entry),
}
