/**
 * Redirect targets an attacker would try in `from`, `redirectTo` and `entryPage`: every one must be
 * refused (the route falls back to a page of its own) or end as a path on this origin. Shared by
 * the unit test of safeRedirectPath and the route-level tests, so both walk the same list.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '//evil.example/steal',
  '///evil.example',
  '////evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/./%2F/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/.\\evil.example',
  '/./\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  '//evil.example@same.origin',
  '/@evil.example',
  'evil.example',
  '.evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%00//evil.example',
  '/\u0000//evil.example',
  '/\u3002/evil.example',
  '//evil%2Eexample',
  '/ /evil.example',
  '//%09/evil.example',
  '/.%2F/evil.example',
  '/..%2F/evil.example',
]

/** An answer's Location stays on this origin when it resolves against it to the same origin and is not protocol-relative. */
export function staysOnOrigin(location: string | null, origin: string): boolean {
  if (location === null) return true
  const value = location.trim()
  if (/^[\\/]{2}/.test(value) || /^\/[\\]/.test(value)) return false
  try {
    return new URL(value, origin).origin === new URL(origin).origin
  } catch {
    return false
  }
}
