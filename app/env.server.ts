/**
 * Configuration, parsed once at start with zod. With nothing set, the embedded defaults run:
 * PGlite under .data/, the platform in-process, a generated secret kept in .data/.
 * A production deployment (NODE_ENV=production, not the demo) refuses to start without SESSION_SECRET.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod'

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** `npm start` runs the self-contained demo: production builds, but generated secrets are allowed. */
    DEMO: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * How long an idle keep-alive connection stays open, and how long a request's headers may take.
     * Above a typical load balancer's idle timeout (60 s), so the balancer closes first and never
     * reuses a connection the server has just closed (which shows up as a connection reset).
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(66_000),
    /** who may read /metrics from outside this machine (Authorization: Bearer …); loopback scrapers need none */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * The guest page cache (server/page-cache.ts): on by default; `off` renders every request (the
     * bench measures render cost with it off). PAGE_CACHE_MAX_MB bounds its memory per process.
     */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * The platform read cache (app/platform/shared-reads.server.ts): the embedded platform's
     * answers that every viewer may share, kept while the content version holds. On by default;
     * `off` asks the platform on every call. A remote platform's answers are never kept here.
     */
    PLATFORM_READ_CACHE: z.enum(['on', 'off']).default('on'),
    /**
     * Whose X-Forwarded-For and X-Forwarded-Proto are believed (Express's `trust proxy`): the client
     * address keys the sign-in, sign-up and card limits and the territory. A hop count, or a comma
     * list of addresses, subnets and the names loopback, linklocal, uniquelocal. Unset: loopback.
     * Behind a load balancer on another host, name it: else every visitor has its address and
     * shares one set of limits. Trusting everyone is refused (any visitor could pick an address).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform((value) => (/^\d{1,2}$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim())))
      .refine(
        (value) =>
          typeof value === 'number' ||
          value.every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i.test(part) && !/\/0+$/.test(part)),
        'TRUST_PROXY must be a hop count or a comma list of addresses, subnets, loopback, linklocal or uniquelocal',
      ),
    /** Where the server listens. Unset: this machine only (127.0.0.1), except in production proper (0.0.0.0). */
    HOST: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    PLATFORM_SECRET: z.string().min(32, 'PLATFORM_SECRET must be at least 32 characters').optional(),
    PLATFORM_URL: z.url().optional(),
    /**
     * Deadlines of platform calls (app/platform/resilience.server.ts): calls a page cannot do
     * without, and calls it has a fallback for (rows, realm settings, labels, the menu). Unset:
     * 5 s and 1.2 s for a remote platform; 15 s and 5 s for the embedded one, whose calls queue
     * behind this process's own work when it is busy (its budget bounds a stuck database, not a
     * slow network).
     */
    PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
    PLATFORM_OPTIONAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
    /** The remote platform's circuit breaker: failures in a row that open it, and how long it stays open. */
    PLATFORM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    PLATFORM_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    /** Seed the embedded platform's database from fixtures/ at start (idempotent). */
    SEED: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** The product's public origin, for links in mail; defaults to http://localhost:PORT (or HOST:PORT). */
    PUBLIC_URL: z.url().optional(),
    /** Send mail over SMTP (nodemailer), e.g. smtp://user:pass@mail.example.com:587. Without it mail goes to the database outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Marquee <no-reply@marquee.test>'),
    /** External sign-in providers (platform/identity/federation/config.ts), as a JSON file. */
    AUTH_PROVIDERS_FILE: z.string().optional(),
    /** Demo only: ports of the local OpenID and TV providers (0 or unset: any free port). */
    DEMO_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    DEMO_TV_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Offer the `stripe` payment provider (a secret key, sk_test_… or sk_live_…); without it only the sandbox (where allowed) and zero balance. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    /** The webhook endpoint's signing secret (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    /** Where the Stripe API is (a fake on loopback in tests); the SDK's defaults when unset. */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })

export type ServerEnv = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string
  SESSION_SECRET: string
  PLATFORM_SECRET: string
  isProduction: boolean
  /** where mail links point */
  publicUrl: string
  /** publicUrl's origin: what the product's own pages are (a plugin framed from it keeps no origin) */
  publicOrigin: string
  /** the dev mailbox (/_dev/mailbox) and the platform's outbox API: never in production, never with SMTP */
  devMailbox: boolean
  /** the in-process sandbox payment provider: refused in production proper (NODE_ENV=production without DEMO=true) */
  allowSandbox: boolean
  /** the platform's commerce clock control (renewals in end-to-end tests): the demo and NODE_ENV=test only */
  clockControl: boolean
}

let cached: ServerEnv | undefined

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const isProduction = env.NODE_ENV === 'production' && !env.DEMO
  if (isProduction && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET is required in production (set DEMO=true to run the self-contained demo).')
  }
  // Mail links (sign-up, magic link, password reset) are built from the public origin. Guessed from
  // where the server listens, they would send every viewer to localhost; taken from a request's Host
  // header, anyone could have reset links mailed that point to their own site.
  if (isProduction && !env.PUBLIC_URL) {
    throw new Error(
      'PUBLIC_URL is required in production: the public origin of the product, used in the links of its mail (https://watch.example.com).',
    )
  }
  // The demo and development keep to this machine unless HOST says otherwise: the dev mailbox holds
  // sign-in links, and a demo reachable from a network would hand them out.
  const listenHost = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1')
  const host = listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '127.0.0.1' ? 'localhost' : listenHost
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${env.PORT}`).replace(/\/+$/, '')
  return {
    ...env,
    HOST: listenHost,
    isProduction,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    devMailbox: !isProduction && !env.SMTP_URL,
    allowSandbox: !isProduction,
    clockControl: !isProduction && (env.DEMO || env.NODE_ENV === 'test'),
    SESSION_SECRET: env.SESSION_SECRET ?? devSecret(env.DATA_DIR, 'session-secret'),
    PLATFORM_SECRET: env.PLATFORM_SECRET ?? env.SESSION_SECRET ?? devSecret(env.DATA_DIR, 'platform-secret'),
  }
}

export function env(): ServerEnv {
  cached ??= loadEnv()
  return cached
}

/** A secret generated on first start and kept in the data folder, so sessions survive restarts. */
function devSecret(dataDir: string, name: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url')
  const file = path.join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
