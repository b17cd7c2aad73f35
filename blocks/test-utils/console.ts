/**
 * Unexpected console.error / console.warn output fails a test (see blocks/test-setup.ts).
 * A test that provokes a known message (a block that crashes on purpose) declares it here.
 */
type Level = 'error' | 'warn'

const allowed: { level: Level; pattern: RegExp }[] = []

export function allowConsole(level: Level, pattern: RegExp): void {
  allowed.push({ level, pattern })
}

export function isAllowed(level: Level, text: string): boolean {
  return allowed.some((a) => a.level === level && a.pattern.test(text))
}

export function resetAllowed(): void {
  allowed.length = 0
}
