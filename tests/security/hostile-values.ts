/**
 * What an attacker or a broken client sends, shared by the fuzz tests of the platform's API and of
 * the web server: each test adds the names its own routes know (ids, slugs, provider names).
 */

/** Raw path segments, percent-encoded where it matters: NUL, lone surrogates, cut escapes, traversal, SQL, numbers that are not. */
export const HOSTILE_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '..',
  '%2e%2e%2f',
  "'%20OR%201=1--",
  '-1',
  '0',
  '1e309',
  'NaN',
  'x'.repeat(3000),
  '%F0%9F%8E%AC',
  'null',
  '%5Cu0000',
]

/** Decoded values for query parameters, form fields and JSON members. */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '',
  ' ',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'NaN',
  'true',
  "' OR 1=1--",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '🎬',
  '//evil.example',
  '../../etc/passwd',
  '{}',
  '%00',
]
