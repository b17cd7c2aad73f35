/**
 * A small stateful stand-in for the Stripe API, served on 127.0.0.1 so tests can drive the
 * official `stripe` SDK (and the product code built on it) without any network. It speaks the
 * SDK's wire format — form-encoded nested parameters in, Stripe-shaped JSON and errors out —
 * checks the secret key, replays answers by Idempotency-Key, serves a 3D Secure page of its own,
 * and POSTs signed webhook events. The account itself (and its rules) is in state.ts.
 *
 *   const fake = await startFakeStripe({ webhookUrl, webhookSecret })
 *   const stripe = fake.client()
 *   ...
 *   await fake.close()
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Stripe from 'stripe'
import { readBody, serveOnLoopback } from '#platform/identity/federation/demo/loopback-server.ts'
import { FormError, parseForm, type FormObject, type FormValue } from './form.ts'
import {
  FAKE_API_VERSION,
  FakeStripeState,
  invalidRequest,
  newId,
  StripeFakeError,
  type FakeSetupIntent,
  type FakePaymentIntent,
  type Metadata,
} from './state.ts'

export { FakeStripeState, signPayload } from './state.ts'
export type * from './state.ts'

export interface FakeStripeOptions {
  /** Where to POST webhook events; no events are sent when absent. */
  webhookUrl?: string
  /** The endpoint secret events are signed with; a random `whsec_…` when absent. */
  webhookSecret?: string
}

export type FakeClientOptions = Stripe.StripeConfig & { apiKey?: string }

export interface FakeStripe {
  port: number
  /** `http://127.0.0.1:<port>` */
  url: string
  webhookSecret: string
  state: FakeStripeState
  /** An SDK client aimed at this fake (`sk_test_fake`, no retries), with any config overridden. */
  client(options?: FakeClientOptions): Stripe
  close(): Promise<void>
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`
  let state: FakeStripeState | undefined
  const paramsKey = randomBytes(32)
  const server = await serveOnLoopback(async (req, res) => {
    if (!state) throw new Error('not started')
    await handle(state, paramsKey, req, res)
  })
  const url = `http://127.0.0.1:${server.port}`
  state = new FakeStripeState({ webhookUrl: options.webhookUrl, webhookSecret, baseUrl: url })
  const ready = state
  return {
    port: server.port,
    url,
    webhookSecret,
    state: ready,
    client({ apiKey = 'sk_test_fake', ...config }: FakeClientOptions = {}) {
      return new Stripe(apiKey, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0, ...config })
    },
    async close() {
      await ready.webhooksIdle()
      await server.close()
    },
  }
}

// ---- parameters ---------------------------------------------------------------------------------

/** What an endpoint accepts: each parameter's kind, or the parameters nested under it. */
type Spec = 'string' | 'int' | 'bool' | 'metadata' | 'strings' | readonly string[] | { readonly [key: string]: Spec }
type SpecObject = { readonly [key: string]: Spec }
// Coerced by the endpoint's spec before a handler sees them, so handlers may take them as typed.
type Params = Record<string, any>

const LIST: SpecObject = { limit: 'int', starting_after: 'string', ending_before: 'string' }
const BILLING: SpecObject = {
  name: 'string',
  email: 'string',
  phone: 'string',
  address: { city: 'string', country: 'string', line1: 'string', line2: 'string', postal_code: 'string', state: 'string' },
}
const FUTURE_USAGE = ['on_session', 'off_session'] as const
const CUSTOMER: SpecObject = {
  email: 'string',
  name: 'string',
  description: 'string',
  phone: 'string',
  metadata: 'metadata',
  invoice_settings: { default_payment_method: 'string' },
}

function coerce(value: FormValue, spec: Spec, param: string): unknown {
  if (typeof spec === 'object' && !Array.isArray(spec)) {
    if (value === '') return null
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object`, param, 'parameter_invalid_empty')
    return coerceObject(value, spec as SpecObject, param)
  }
  if (spec === 'strings') {
    const items = typeof value === 'object' ? Object.values(value) : value === '' ? [] : [value]
    return items.map((item, index) => {
      if (typeof item !== 'string') throw invalidRequest(`Invalid array`, `${param}[${index}]`)
      return item
    })
  }
  if (spec === 'metadata') {
    if (value === '') return null
    if (typeof value !== 'object') throw invalidRequest('Invalid metadata: must be an object', param)
    const entries = Object.entries(value)
    if (entries.length > 50) throw invalidRequest('Invalid metadata: metadata can have at most 50 keys', param)
    const metadata: Metadata = {}
    for (const [key, item] of entries) {
      if (typeof item !== 'string') throw invalidRequest(`Invalid ${param}[${key}]: must be a string`, `${param}[${key}]`)
      if (key.length > 40) throw invalidRequest(`Invalid ${param}: keys can be at most 40 characters`, `${param}[${key}]`)
      if (item.length > 500) throw invalidRequest(`Invalid ${param}[${key}]: values can be at most 500 characters`, `${param}[${key}]`)
      metadata[key] = item
    }
    return metadata
  }
  if (typeof value !== 'string') throw invalidRequest(`Invalid ${param}: must be a string`, param)
  if (Array.isArray(spec)) {
    if (value === '') return null
    if (!spec.includes(value)) throw invalidRequest(`Invalid ${param}: must be one of ${spec.join(', ')}`, param)
    return value
  }
  switch (spec) {
    case 'string':
      return value === '' ? null : value
    case 'int':
      if (value === '') return null
      if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, param, 'parameter_invalid_integer')
      return Number(value)
    case 'bool':
      if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, param)
      return value === 'true'
  }
  throw new Error(`unknown spec for ${param}`)
}

function coerceObject(value: FormObject, spec: SpecObject, prefix?: string): Params {
  const out: Params = {}
  for (const [key, item] of Object.entries(value)) {
    const param = prefix ? `${prefix}[${key}]` : key
    const itemSpec = spec[key]
    if (!itemSpec) throw invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown')
    out[key] = coerce(item, itemSpec, param)
  }
  return out
}

function requireParams(params: Params, required: readonly string[]) {
  for (const path of required) {
    let node: unknown = params
    for (const segment of path.split('.')) node = node && typeof node === 'object' ? (node as Params)[segment] : undefined
    if (node === undefined || node === null) {
      const param = path.replace(/\.(\w+)/g, '[$1]')
      throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing')
    }
  }
}

// ---- routes -------------------------------------------------------------------------------------

interface Context {
  state: FakeStripeState
  ids: string[]
  params: Params
  path: string
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  pattern: RegExp
  params?: SpecObject
  required?: readonly string[]
  run(context: Context): unknown
}

/** Stripe's list envelope, newest first, with `limit`, `starting_after` and `ending_before`. */
function list<T extends { id: string }>(items: T[], { params, path }: Context) {
  const newestFirst = [...items].reverse()
  const limit = (params.limit as number | undefined) ?? 10
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit')
  let start = 0
  let end = newestFirst.length
  const after = params.starting_after as string | undefined
  const before = params.ending_before as string | undefined
  if (after) {
    const index = newestFirst.findIndex((item) => item.id === after)
    if (index < 0) throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing', 404)
    start = index + 1
  }
  if (before) {
    const index = newestFirst.findIndex((item) => item.id === before)
    if (index < 0) throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing', 404)
    end = index
    start = Math.max(start, end - limit)
  }
  const data = newestFirst.slice(start, Math.min(end, start + limit))
  return { object: 'list', data, has_more: start + data.length < end, url: path }
}

const id = '([A-Za-z0-9_]+)'
const route = (method: Route['method'], path: string, rest: Omit<Route, 'method' | 'pattern'>): Route => ({
  method,
  pattern: new RegExp(`^${path.replaceAll(':id', id)}$`),
  ...rest,
})

const PAYMENT_INTENT_FIELDS: SpecObject = {
  amount: 'int',
  currency: 'string',
  customer: 'string',
  payment_method: 'string',
  description: 'string',
  receipt_email: 'string',
  metadata: 'metadata',
  setup_future_usage: FUTURE_USAGE,
  statement_descriptor: 'string',
  statement_descriptor_suffix: 'string',
}

const ROUTES: Route[] = [
  // customers
  route('POST', '/v1/customers', {
    params: { ...CUSTOMER, payment_method: 'string' },
    run: ({ state, params }) => state.createCustomer(params),
  }),
  route('GET', '/v1/customers', {
    params: { ...LIST, email: 'string' },
    run: (context) =>
      list(
        Object.values(context.state.customers).filter((customer) => !context.params.email || customer.email === context.params.email),
        context,
      ),
  }),
  route('GET', '/v1/customers/:id', {
    run: ({ state, ids: [customerId] }) =>
      state.deletedCustomers.includes(customerId!) ? { id: customerId, object: 'customer', deleted: true } : state.customer(customerId!),
  }),
  route('POST', '/v1/customers/:id', {
    params: CUSTOMER,
    run: ({ state, ids: [customerId], params }) => state.updateCustomer(customerId!, params),
  }),
  route('DELETE', '/v1/customers/:id', { run: ({ state, ids: [customerId] }) => state.deleteCustomer(customerId!) }),
  route('GET', '/v1/customers/:id/payment_methods', {
    params: { ...LIST, type: 'string' },
    run: (context) => list(context.state.paymentMethodsOf(context.ids[0]!), context),
  }),
  // payment methods
  route('POST', '/v1/payment_methods', {
    params: {
      type: ['card'],
      card: { number: 'string', exp_month: 'int', exp_year: 'int', cvc: 'string' },
      billing_details: BILLING,
      metadata: 'metadata',
    },
    required: ['type', 'card.number', 'card.exp_month', 'card.exp_year'],
    run: ({ state, params }) => state.createCardPaymentMethod(params as Parameters<FakeStripeState['createCardPaymentMethod']>[0]),
  }),
  route('GET', '/v1/payment_methods', {
    params: { ...LIST, customer: 'string', type: 'string' },
    required: ['customer'],
    run: (context) => list(context.state.paymentMethodsOf(context.params.customer as string), context),
  }),
  route('GET', '/v1/payment_methods/:id', { run: ({ state, ids: [pm] }) => state.paymentMethod(pm!) }),
  route('POST', '/v1/payment_methods/:id/attach', {
    params: { customer: 'string' },
    required: ['customer'],
    run: ({ state, ids: [pm], params }) => state.attachPaymentMethod(pm!, params as { customer: string }),
  }),
  route('POST', '/v1/payment_methods/:id/detach', { run: ({ state, ids: [pm] }) => state.detachPaymentMethod(pm!) }),
  // payment intents
  route('POST', '/v1/payment_intents', {
    params: {
      ...PAYMENT_INTENT_FIELDS,
      confirm: 'bool',
      off_session: 'bool',
      return_url: 'string',
      payment_method_types: 'strings',
      automatic_payment_methods: { enabled: 'bool', allow_redirects: ['always', 'never'] },
    },
    required: ['amount', 'currency'],
    run: ({ state, params }) => state.createPaymentIntent(params as Parameters<FakeStripeState['createPaymentIntent']>[0]),
  }),
  route('GET', '/v1/payment_intents', {
    params: { ...LIST, customer: 'string' },
    run: (context) =>
      list(
        Object.values(context.state.paymentIntents).filter(
          (intent) => !context.params.customer || intent.customer === context.params.customer,
        ),
        context,
      ),
  }),
  route('GET', '/v1/payment_intents/:id', { params: { client_secret: 'string' }, run: ({ state, ids: [pi] }) => state.paymentIntent(pi!) }),
  route('POST', '/v1/payment_intents/:id', {
    params: PAYMENT_INTENT_FIELDS,
    run: ({ state, ids: [pi], params }) => state.updatePaymentIntent(pi!, params),
  }),
  route('POST', '/v1/payment_intents/:id/confirm', {
    params: { payment_method: 'string', off_session: 'bool', return_url: 'string', setup_future_usage: FUTURE_USAGE },
    run: ({ state, ids: [pi], params }) => state.confirmPaymentIntent(pi!, params),
  }),
  route('POST', '/v1/payment_intents/:id/cancel', {
    params: { cancellation_reason: ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] },
    run: ({ state, ids: [pi], params }) => state.cancelPaymentIntent(pi!, params),
  }),
  // setup intents
  route('POST', '/v1/setup_intents', {
    params: {
      customer: 'string',
      payment_method: 'string',
      confirm: 'bool',
      return_url: 'string',
      usage: FUTURE_USAGE,
      description: 'string',
      metadata: 'metadata',
      payment_method_types: 'strings',
      automatic_payment_methods: { enabled: 'bool', allow_redirects: ['always', 'never'] },
    },
    run: ({ state, params }) => state.createSetupIntent(params),
  }),
  route('GET', '/v1/setup_intents/:id', { params: { client_secret: 'string' }, run: ({ state, ids: [seti] }) => state.setupIntent(seti!) }),
  route('POST', '/v1/setup_intents/:id/confirm', {
    params: { payment_method: 'string', return_url: 'string' },
    run: ({ state, ids: [seti], params }) => state.confirmSetupIntent(seti!, params),
  }),
  route('POST', '/v1/setup_intents/:id/cancel', {
    params: { cancellation_reason: ['abandoned', 'requested_by_customer', 'duplicate'] },
    run: ({ state, ids: [seti], params }) => state.cancelSetupIntent(seti!, params),
  }),
  // charges and refunds
  route('GET', '/v1/charges', {
    params: { ...LIST, customer: 'string', payment_intent: 'string' },
    run: (context) =>
      list(
        Object.values(context.state.charges).filter(
          (charge) =>
            (!context.params.customer || charge.customer === context.params.customer) &&
            (!context.params.payment_intent || charge.payment_intent === context.params.payment_intent),
        ),
        context,
      ),
  }),
  route('GET', '/v1/charges/:id', { run: ({ state, ids: [ch] }) => state.charge(ch!) }),
  route('POST', '/v1/refunds', {
    params: {
      payment_intent: 'string',
      charge: 'string',
      amount: 'int',
      reason: ['duplicate', 'fraudulent', 'requested_by_customer'],
      metadata: 'metadata',
    },
    run: ({ state, params }) => state.createRefund(params),
  }),
  route('GET', '/v1/refunds', {
    params: { ...LIST, payment_intent: 'string', charge: 'string' },
    run: (context) =>
      list(
        Object.values(context.state.refunds).filter(
          (refund) =>
            (!context.params.charge || refund.charge === context.params.charge) &&
            (!context.params.payment_intent || refund.payment_intent === context.params.payment_intent),
        ),
        context,
      ),
  }),
  route('GET', '/v1/refunds/:id', { run: ({ state, ids: [re] }) => state.refund(re!) }),
  // events
  route('GET', '/v1/events', {
    params: { ...LIST, type: 'string' },
    run: (context) =>
      list(
        context.state.events.filter((event) => !context.params.type || event.type === context.params.type),
        context,
      ),
  }),
  route('GET', '/v1/events/:id', { run: ({ state, ids: [evt] }) => state.event(evt!) }),
]

// ---- expand -------------------------------------------------------------------------------------

/** Stripe's `expand[]`: replaces IDs along each dotted path with the objects they name. */
function expand(state: FakeStripeState, answer: unknown, paths: string[]) {
  if (paths.length === 0) return answer
  const copy = structuredClone(answer)
  for (const path of paths) expandPath(state, copy, path.split('.'), path)
  return copy
}

function expandPath(state: FakeStripeState, node: unknown, segments: string[], path: string) {
  const [head, ...rest] = segments
  if (!head || !node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  if (!(head in record)) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand')
  const expandOne = (value: unknown) => {
    if (typeof value !== 'string') return value
    const found = state.find(value)
    if (!found) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand')
    return structuredClone(found)
  }
  const value = record[head]
  if (Array.isArray(value)) {
    const items = value.map(expandOne)
    record[head] = items
    if (rest.length > 0) for (const item of items) expandPath(state, item, rest, path)
    return
  }
  if (value === null) return
  if (typeof value !== 'string' && rest.length === 0) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand')
  record[head] = expandOne(value)
  if (rest.length > 0) expandPath(state, record[head], rest, path)
}

// ---- HTTP ---------------------------------------------------------------------------------------

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers })
  res.end(typeof body === 'string' ? body : JSON.stringify(body, null, 2))
}

/** Stripe's authentication answer: a test-mode secret key, as a Bearer token. */
function checkKey(req: IncomingMessage) {
  const header = req.headers.authorization ?? ''
  const match = /^Bearer (\S+)$/.exec(header)
  if (!match) {
    return invalidRequest(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      undefined,
      undefined,
      401,
    )
  }
  const key = match[1]!
  if (!/^sk_test_\w+$/.test(key))
    return invalidRequest(`Invalid API Key provided: ${key.slice(0, 8)}***${key.slice(-4)}`, undefined, 'api_key_invalid', 401)
  return undefined
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** The parameters as logged: a card's number and CVC never leave the request. */
function redact(params: FormObject): unknown {
  const card = params.card
  if (!card || typeof card !== 'object' || Array.isArray(card)) return params
  const { number, cvc, ...rest } = card
  return {
    ...params,
    card: { ...rest, ...(number !== undefined && { number: '[redacted]' }), ...(cvc !== undefined && { cvc: '[redacted]' }) },
  }
}

async function handle(state: FakeStripeState, paramsKey: Buffer, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const method = req.method ?? 'GET'
  if (url.pathname.startsWith('/fake/3ds/'))
    return authenticationPage(state, decodeURIComponent(url.pathname.slice('/fake/3ds/'.length)), req, res)

  const requestId = newId('req')
  const idempotencyKey = method === 'POST' ? (headerValue(req, 'idempotency-key') ?? null) : null
  const headers: Record<string, string> = {
    'request-id': requestId,
    'stripe-version': headerValue(req, 'stripe-version') ?? FAKE_API_VERSION,
    ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
  }
  let logged: unknown = {}
  const answer = (status: number, body: unknown, replayed = false) => {
    state.requests.push({ method, path: url.pathname, params: logged, idempotencyKey, status, replayed })
    send(res, status, body, replayed ? { ...headers, 'idempotent-replayed': 'true' } : headers)
  }
  const fail = (error: StripeFakeError) => answer(error.status, { error: error.body })

  try {
    const refused = checkKey(req)
    if (refused) return fail(refused)
    const body = await readBody(req, 1_000_000).catch(() => {
      throw invalidRequest('The request body is too large.')
    })
    const form = parseForm(method === 'POST' ? body : url.search.slice(1))
    logged = redact(form)

    const matches = ROUTES.filter((candidate) => candidate.pattern.test(url.pathname))
    const chosen = matches.find((candidate) => candidate.method === method)
    if (!chosen) {
      throw invalidRequest(
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        undefined,
        undefined,
        404,
      )
    }

    // The same key with the same request replays the first answer; with another request it is refused.
    const endpoint = `${method} ${url.pathname}`
    const fingerprint = createHmac('sha256', paramsKey)
      .update(JSON.stringify(canonical(form)))
      .digest('hex')
    if (idempotencyKey) {
      if (idempotencyKey.length > 255) throw invalidRequest('Idempotency-Key must be at most 255 characters long.', 'Idempotency-Key')
      const stored = state.idempotency[idempotencyKey]
      if (stored) {
        if (stored.endpoint !== endpoint) {
          throw new StripeFakeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          })
        }
        if (stored.fingerprint !== fingerprint) {
          throw new StripeFakeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          })
        }
        return answer(stored.status, stored.body, true)
      }
    }

    const { expand: expandParam, ...rest } = form
    const params = coerceObject(rest, chosen.params ?? {})
    requireParams(params, chosen.required ?? [])
    const expansions = expandParam === undefined ? [] : (coerce(expandParam, 'strings', 'expand') as string[])
    const ids = chosen.pattern.exec(url.pathname)!.slice(1)

    let status = 200
    let result: unknown
    try {
      result = state.withRequest({ id: requestId, idempotency_key: idempotencyKey }, () =>
        expand(state, chosen.run({ state, ids, params, path: url.pathname }), expansions),
      )
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error
      status = error.status
      result = { error: error.body }
    }
    const text = JSON.stringify(result, null, 2)
    // Stripe keeps the answer of a request that began to run, its errors included (a decline, a
    // refund too large), but not of one refused before that (an unknown or malformed parameter).
    if (idempotencyKey && status < 500) {
      state.idempotency[idempotencyKey] = { endpoint, fingerprint, status, body: text }
    }
    return answer(status, text)
  } catch (error) {
    if (error instanceof StripeFakeError) return fail(error)
    if (error instanceof FormError) return fail(invalidRequest(error.message, error.param))
    return fail(
      new StripeFakeError(500, {
        type: 'api_error',
        message: `The fake Stripe server failed: ${error instanceof Error ? error.stack : String(error)}`,
      }),
    )
  }
}

function headerValue(req: IncomingMessage, name: string) {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

// ---- the 3D Secure page -------------------------------------------------------------------------

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  )
}

function describeIntent(intent: FakePaymentIntent | FakeSetupIntent) {
  if (intent.object === 'setup_intent') return 'Save this card for later payments.'
  const amount = intent.currency === 'jpy' ? String(intent.amount) : (intent.amount / 100).toFixed(2)
  return `Pay ${amount} ${intent.currency.toUpperCase()}.`
}

/**
 * `GET /fake/3ds/{intent}` shows the bank's challenge (complete or fail); `POST` answers it and
 * sends the customer to the intent's return_url with Stripe's query parameters.
 */
async function authenticationPage(state: FakeStripeState, intentId: string, req: IncomingMessage, res: ServerResponse) {
  const intent = state.awaitingAuthentication(intentId)
  if (!intent) {
    const known = state.paymentIntents[intentId] ?? state.setupIntents[intentId]
    return page(
      res,
      known ? 409 : 404,
      'Nothing to authenticate',
      `<p>${known ? 'This authentication is already over.' : 'No such payment.'}</p>`,
    )
  }
  if (req.method === 'GET') {
    return page(
      res,
      200,
      '3D Secure test authentication',
      `<p>${escapeHtml(describeIntent(intent))}</p><form method="post"><button type="submit" name="outcome" value="complete">Complete authentication</button> <button type="submit" name="outcome" value="fail">Fail authentication</button></form>`,
    )
  }
  if (req.method !== 'POST') return page(res, 405, 'Method not allowed', '')
  let form: FormObject
  try {
    form = parseForm(await readBody(req))
  } catch {
    return page(res, 400, 'Bad request', '<p>The form could not be read.</p>')
  }
  const outcome = form.outcome === 'fail' ? 'fail' : 'complete'
  const result = state.withRequest({ id: null, idempotency_key: null }, () => state.completeAuthentication(intentId, outcome))
  if (result.redirect) {
    res.writeHead(303, { location: result.redirect, 'cache-control': 'no-store' })
    return res.end()
  }
  return page(
    res,
    200,
    result.status === 'succeeded' ? 'Authentication complete' : 'Authentication failed',
    '<p>You can close this page.</p>',
  )
}
