/**
 * Inline values for CSS variables made with vanilla-extract's createVar, as a React style object:
 * `{ [vars.x]: '12px' }` → `{ '--x': '12px' }`. The same answer as @vanilla-extract/dynamic's
 * assignInlineVars for a flat map, without shipping that package (and its object walker) to the
 * browser for three call sites. A value left out (undefined or null) sets nothing.
 */
export function inlineVars(values: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  const style: Record<string, string> = {}
  for (const variable in values) {
    const value = values[variable]
    if (value != null) style[nameOf(variable)] = value
  }
  return style
}

/** "var(--x)" → "--x"; a bare name stays as it is. */
function nameOf(variable: string): string {
  return /^var\((.*)\)$/.exec(variable)?.[1] ?? variable
}
