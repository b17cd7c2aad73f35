/**
 * The request id of the request being handled, wherever the code runs: Express middleware, Remix
 * loaders and the embedded platform share one AsyncLocalStorage. It sits on globalThis because
 * the server and the Remix build each load their own copy of this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

interface RequestContext {
  requestId: string
}

const KEY = Symbol.for('marquee.request-context')
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
const storage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>())

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/** An id a client or proxy sent is kept only when it is short and plain; otherwise a new one is made. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/
