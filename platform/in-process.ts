/**
 * Answers handed over as objects to a caller in this process.
 *
 * The web app calls the embedded platform through `fetch`, as it would call a remote one. Over
 * HTTP an answer is JSON text: the platform writes it and the client parses it back. In one
 * process that round trip is pure cost (a guest home makes about twenty calls). A request made
 * through `answerInProcess` is answered with a body-less Response and the answer's value beside
 * it. The platform's own `fetch` still answers with a body, for every other caller.
 *
 * What the caller gets is exactly what JSON would have given it, and nothing it could change:
 * - a value JSON carries unchanged (plain objects and arrays, strings, finite numbers, booleans,
 *   null, no undefined member) is frozen, all the way down, and handed over as it is;
 * - anything else (a Date, a class instance, undefined, NaN, a cycle, a nesting too deep) is
 *   sent through JSON as before, so its shape never depends on the transport.
 * Frozen values can be shared between answers (a cached catalogue row) and between requests:
 * a caller that tries to change one throws instead of changing what the platform keeps.
 */
import type { Context, MiddlewareHandler } from 'hono'

/** Deeper than any answer the platform gives; a value this deep goes through JSON. */
const MAX_DEPTH = 64

/** Values already checked and frozen: checked once, however many answers share them. */
const sealed = new WeakSet<object>()

/** Requests made through `answerInProcess`; only code in this process can add one. */
const inProcessRequests = new WeakSet<Request>()

/** The value of each body-less answer, by its Response, until `answerInProcess` takes it. */
const answers = new WeakMap<Response, { value: unknown }>()

/**
 * Checks that JSON would carry `value` unchanged, freezing it (and everything in it) on the way.
 * False leaves it as JSON-only: nothing already frozen is undone, and nothing unfit is frozen.
 */
export function sealAsJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'object') return false // undefined, functions, symbols, bigints
  if (sealed.has(value)) return true
  if (depth >= MAX_DEPTH) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || !sealAsJson(value[i], depth + 1)) return false
    }
  } else {
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) return false // Date, Map, class instances, toJSON
    for (const key in value) {
      if (!sealAsJson((value as Record<string, unknown>)[key], depth + 1)) return false
    }
    // members JSON would not write (symbols, non-enumerable ones) would be lost
    if (Object.getOwnPropertySymbols(value).length > 0) return false
  }
  Object.freeze(value)
  sealed.add(value)
  return true
}

/** The value a caller in this process gets for `value`: itself when sealed, else its JSON copy. */
function handedOver(value: unknown): unknown {
  if (sealAsJson(value)) return value
  const text = JSON.stringify(value)
  return text === undefined ? null : (JSON.parse(text) as unknown)
}

/**
 * First middleware of the platform's app: on a request from `answerInProcess`, `c.json` answers
 * without a body and keeps the value beside the Response. Every other request is answered as before.
 */
export function inProcessAnswers(): MiddlewareHandler {
  return async (c: Context, next) => {
    if (inProcessRequests.has(c.req.raw)) {
      const body = c.body as (data: null, arg?: unknown, headers?: unknown) => Response
      c.json = ((value: unknown, arg?: unknown, headers?: unknown) => {
        const response = body(null, arg, headers)
        if (!response.headers.has('content-type')) response.headers.set('content-type', 'application/json')
        answers.set(response, { value: handedOver(value) })
        return response
      }) as Context['json']
    }
    await next()
  }
}

/** An answer for a caller in this process: the Response, and its value when it has no body to read. */
export interface InProcessAnswer {
  response: Response
  /** Undefined when the answer has a body instead (text, artwork, an answer made without `c.json`). */
  held?: { value: unknown }
}

/** The real Request behind a light one, made the first time something it lacks is asked for. */
const realRequest = Symbol('marquee.realRequest')

interface LightRequest {
  url: string
  method: string
  headers: Headers
  body: null
  [realRequest]?: Request
}

/** What each light request holds itself. */
const OWN_MEMBERS = new Set<string | symbol>(['url', 'method', 'headers', 'body'])

/**
 * The prototype of the light requests: a Request for `instanceof`, and every member a light one
 * lacks (a signal, `clone()`, `text()`…) answered by the real Request, made then, from its url,
 * method and headers.
 */
const lightRequestPrototype: object = (() => {
  const prototype = Object.create(Request.prototype) as object
  const realOf = (light: LightRequest) => (light[realRequest] ??= new Request(light.url, { method: light.method, headers: light.headers }))
  for (const key of Reflect.ownKeys(Request.prototype)) {
    if (key === 'constructor' || key === Symbol.toStringTag) continue
    if (OWN_MEMBERS.has(key)) {
      // writable here, so that each light request's own value can be set
      Object.defineProperty(prototype, key, { value: null, writable: true })
      continue
    }
    const member = Object.getOwnPropertyDescriptor(Request.prototype, key)!
    if (typeof member.value === 'function') {
      const method = member.value as (...args: unknown[]) => unknown
      Object.defineProperty(prototype, key, {
        value(this: LightRequest, ...args: unknown[]) {
          return method.apply(realOf(this), args)
        },
      })
    } else if (member.get) {
      const get = member.get
      Object.defineProperty(prototype, key, {
        get(this: LightRequest) {
          return get.call(realOf(this))
        },
      })
    }
  }
  return prototype
})()

/**
 * The Request a caller in this process sends the platform. A body-less GET or HEAD is a light
 * object with the url, method, headers and (null) body the platform's handlers read: Node's Request
 * parses its URL again, copies its headers and makes an AbortController, about 4 % of a guest
 * home's server time for its twenty calls. Anything else the handlers ask of it comes from a real
 * Request made then. Other calls are real Requests.
 */
export function inProcessRequest(url: string, init: { method: string; headers: Headers; body?: string }): Request {
  if (init.body !== undefined || (init.method !== 'GET' && init.method !== 'HEAD')) return new Request(url, init)
  const light: LightRequest = Object.create(lightRequestPrototype) as LightRequest
  light.url = url
  light.method = init.method
  light.headers = init.headers
  light.body = null
  return light as unknown as Request
}

/** Calls `fetch` (the platform's) for a caller in this process. */
export function answerInProcess(fetch: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<InProcessAnswer> => {
    inProcessRequests.add(request)
    const response = await fetch(request)
    const held = answers.get(response)
    return held ? { response, held } : { response }
  }
}
