/**
 * Freezes plain data all the way down, stopping at what is frozen already (the platform's own
 * frozen answers, a document's parts), and returns it: results shared between requests are
 * frozen so that no request can change what another one reads.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const member of Object.values(value)) deepFreeze(member)
  return value
}
