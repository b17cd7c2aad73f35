/**
 * The request id of the request being handled, and whether it came over https, wherever the code
 * runs: Express middleware, Remix loaders and the embedded platform share one AsyncLocalStorage.
 * It sits on globalThis because the server and the Remix build each load their own copy of this
 * module.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

interface RequestContext {
  requestId: string
  /** the browser's connection is https: directly, or through a proxy Express trusts */
  https: boolean
}

const KEY = Symbol.for('marquee.request-context')
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
const storage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>())

export function runWithRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/** Whether the request being handled came over https (false outside a request). */
export function currentRequestIsHttps(): boolean {
  return storage.getStore()?.https ?? false
}

/** An id a client or proxy sent is kept only when it is short and plain; otherwise a new one is made. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/
