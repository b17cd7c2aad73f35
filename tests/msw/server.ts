/** One MSW server for app tests, built from the per-domain handler files. */
import { setupServer } from 'msw/node'
import { cmsHandlers } from './handlers/cms.ts'
import { identityHandlers } from './handlers/identity.ts'

export function createMockPlatform(documents: Record<string, unknown> = {}) {
  const state = { validAccess: new Set<string>(), refreshes: 0 }
  const server = setupServer(...identityHandlers(state), ...cmsHandlers(documents))
  return { server, state }
}
export { PLATFORM } from './handlers/identity.ts'
