/**
 * The platform's one Drizzle schema. Migrations in ./migrations are generated from this file
 * with `npm run db:generate` (drizzle-kit) and committed; never edit a generated migration.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

// ── identity ──────────────────────────────────────────────────────────────
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  /** always stored lower-cased */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  /** 'viewer' | 'editor' | 'operator' */
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** identity-core: 'ACTIVE' | 'PENDING' (signed up, email not confirmed yet) */
  status: text('status').notNull().default('ACTIVE'),
  /** identity-core: when the email address was confirmed (null: never) */
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  /** identity-core: consent answers given at sign-up, booleans by fieldName */
  consentAnswers: jsonb('consent_answers')
    .notNull()
    .default(sql`'{}'::jsonb`),
})

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    /** null for a guest session */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** every token issued by rotating one sign-in shares the family; reuse revokes it */
    familyId: uuid('family_id').notNull(),
    /** sha256 of the token, base64url */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** identity-core: the profile chosen in this session (kept across rotation) */
    profileId: uuid('profile_id'),
    /**
     * logout-hardening: the external provider this session signed in with (kept across rotation
     * and profile switches), so logout can end the session there too; null for email and password.
     */
    signInProvider: text('sign_in_provider'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

// ── identity-core: one-time tokens, mail outbox, rate limits, profiles, impersonation ──
/**
 * Single-use tokens sent by mail or handed out by an operator: email confirmation, account
 * activation, magic link, password reset, PIN reset, impersonation. Only a sha256 is stored.
 */
export const identityTokens = pgTable(
  'identity_tokens',
  {
    id: uuid('id').primaryKey(),
    /** EMAIL_CONFIRMATION | ACTIVATION | MAGIC_LINK | PASSWORD_RESET | PIN_RESET | IMPERSONATION */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** PIN_RESET: the profile whose PIN is cleared */
    profileId: uuid('profile_id'),
    /** IMPERSONATION: the operator who issued it */
    issuedBy: uuid('issued_by'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('identity_tokens_account_idx').on(t.accountId, t.kind)],
)

/** Mail kept in the database when no SMTP server is configured (read by the dev mailbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** what kind of message: CONFIRMATION, ACTIVATION, MAGIC_LINK, PASSWORD_RESET, PIN_RESET, ACCOUNT_EXISTS */
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
)

/** Fixed-window counters for rate limits, shared by every process through the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** e.g. "login:account:ana@example.test" or "signup:address:203.0.113.9" */
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/** Viewer profiles of an account: ADULT or CHILD, optionally PIN-protected (argon2 hash). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ADULT | CHILD */
    type: text('type').notNull(),
    pinHash: text('pin_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profiles_account_idx').on(t.accountId)],
)

/** Audit trail of impersonation: who issued a token for whom, and when it was used. */
export const impersonationAudit = pgTable('impersonation_audit', {
  id: serial('id').primaryKey(),
  /** ISSUED | USED */
  action: text('action').notNull(),
  operatorId: uuid('operator_id').notNull(),
  accountId: uuid('account_id').notNull(),
  tokenId: uuid('token_id').notNull(),
  clientAddress: text('client_address'),
  at: timestamptz('at').notNull(),
})

// ── identity: federation (OpenID Connect, OAuth, social, TV and partner providers) ───────────────
/** An identity at an external provider, linked to one account. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** the configured provider's name, e.g. "demo-oidc", "google", "adobe" */
    provider: text('provider').notNull(),
    /** the provider's stable id of the person (OIDC `sub`, TV provider user id, partner id) */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('external_identities_provider_subject').on(t.provider, t.subject),
    unique('external_identities_account_provider').on(t.accountId, t.provider),
  ],
)

/** A started authorisation (OIDC / OAuth): single use, short-lived, found by the hash of its state. */
export const federationRequests = pgTable('federation_requests', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** 'SIGNIN' | 'SIGNUP' */
  flow: text('flow').notNull(),
  /** PKCE verifier, sent only to the provider's token endpoint */
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/** An external identity waiting to be linked to an existing account (the account-link step). */
export const federationLinkTickets = pgTable('federation_link_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

// ── cms ───────────────────────────────────────────────────────────────────
export const cmsDocuments = pgTable(
  'cms_documents',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    draftVersion: integer('draft_version').notNull(),
    publishedVersion: integer('published_version'),
    updatedAt: timestamptz('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
)

export const cmsHistory = pgTable(
  'cms_history',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    docId: text('doc_id').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    /** 'save' | 'publish' | 'rollback' */
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('cms_history_doc_idx').on(t.kind, t.docId, t.version)],
)

/** One row (id = 1): a counter bumped by every publish and rollback. */
export const cmsState = pgTable('cms_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
})

// ── catalogue ─────────────────────────────────────────────────────────────
/** A Postgres full-text document; written only by the generated column below. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Lower-cased text with the common Latin accents folded, in SQL: `unaccent` is not available on
 * PGlite, and a generated column may only use immutable functions (lower, translate are).
 * The query side folds the same way (service.ts `searchTerms`).
 */
export const ACCENTED = 'áàâäãåāçćčéèêëēėęíìîïīñńóòôöõøōśšúùûüūýÿžźż'
export const UNACCENTED = 'aaaaaaaccceeeeeeeiiiiinnoooooooossuuuuuyyzzz'
const folded = (column: string) => `translate(lower(coalesce(${column}, '')), '${ACCENTED}', '${UNACCENTED}')`

export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    /** VOD | LIVE | VOD_PLAYLIST | SERIES | SEASON */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds'),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    year: integer('year'),
    rating: text('rating'),
    requiresSignIn: boolean('requires_sign_in').notNull().default(false),
    licences: text('licences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnailUrl: text('thumbnail_url'),
    posterUrl: text('poster_url'),
    titleImageUrl: text('title_image_url'),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** an episode: its season and its number within the season */
    seasonId: text('season_id').references((): AnyPgColumn => seasons.id, { onDelete: 'set null' }),
    episodeNumber: integer('episode_number'),
    /** a VOD released as a premiere: first shown at this time, like a live event */
    premiereStart: timestamptz('premiere_start'),
    /** title (weight A) and description (weight B), lower-cased and accent-folded */
    search: tsvector('search').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('simple'::regconfig, ${folded('title')}), 'A') || setweight(to_tsvector('simple'::regconfig, ${folded('description')}), 'B')`,
      ),
    ),
  },
  (t) => [
    index('content_items_search_idx').using('gin', t.search),
    unique('content_items_season_episode_uq').on(t.seasonId, t.episodeNumber),
    index('content_items_type_idx').on(t.type),
  ],
)

export const series = pgTable('series', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  thumbnailUrl: text('thumbnail_url'),
  posterUrl: text('poster_url'),
})

export const seasons = pgTable(
  'seasons',
  {
    id: text('id').primaryKey(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 1-based order within the series; the paging cursor is the last number seen */
    number: integer('number').notNull(),
  },
  (t) => [unique('seasons_series_number_uq').on(t.seriesId, t.number)],
)

/** The ordered videos of a playlist; the playlist itself is a VOD_PLAYLIST content item. */
export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: text('playlist_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.position] }), unique('playlist_items_content_uq').on(t.playlistId, t.contentId)],
)

/** Programme-guide channels: `eventId` to the client. */
export const epgChannels = pgTable('epg_channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  /** guide order; the channel paging cursor is the last position seen */
  position: integer('position').notNull().unique(),
  requiresSignIn: boolean('requires_sign_in').notNull().default(false),
  licences: text('licences')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
})

export const epgProgrammes = pgTable(
  'epg_programmes',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => epgChannels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** the episode label, e.g. "S2 E4", or null */
    episode: text('episode'),
  },
  (t) => [index('epg_programmes_channel_time_idx').on(t.channelId, t.startDate)],
)

export const buckets = pgTable('buckets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
})

export const bucketItems = pgTable(
  'bucket_items',
  {
    bucketId: text('bucket_id')
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** 1-based order within the bucket; the paging cursor is the last position seen */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucketId, t.position] })],
)

// ── catalogue: live-now announcements ─────────────────────────────────────
/**
 * One row per live event start that was announced ("X is live now"). The process that inserts
 * the row is the one that sends the NOTIFY, so with several processes each start is announced
 * once. A rescheduled event has a new start and is announced again.
 */
export const liveAnnouncements = pgTable(
  'live_announcements',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    startDate: timestamptz('start_date').notNull(),
    announcedAt: timestamptz('announced_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.startDate] })],
)

// ── playback & personal (signed HLS, stream sessions, watch history) ─────────────
/**
 * Which demo clip (fixtures/media/hls/<clip>) plays a content item or guide channel.
 * No row, or `onlinePlayback` false: the item cannot be played online (manifest 424).
 */
export const playbackMedia = pgTable('playback_media', {
  /** a content item id, or an epg channel id */
  contentId: text('content_id').primaryKey(),
  clip: text('clip').notNull(),
  onlinePlayback: boolean('online_playback').notNull().default(true),
  /** a live event's on-demand recording (manifest NOT_LIVE carries it as vodId) */
  vodId: text('vod_id'),
})

/** A signed-in account's active streams, for the concurrent-stream limit. */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** the client's deviceId, else the item id: one stream per key */
    streamKey: text('stream_key').notNull(),
    contentId: text('content_id').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [
    unique('stream_sessions_account_key_uq').on(t.accountId, t.streamKey),
    index('stream_sessions_account_seen_idx').on(t.accountId, t.lastSeenAt),
  ],
)

/** The last position an account reached in each item; `finished` items resume from the start. */
export const watchHistory = pgTable(
  'watch_history',
  {
    accountId: text('account_id').notNull(),
    contentId: text('content_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds'),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contentId] }), index('watch_history_account_updated_idx').on(t.accountId, t.updatedAt)],
)

/** What playback needs to know about a viewer: a date of birth for age-restricted items. */
export const viewerDetails = pgTable('viewer_details', {
  accountId: text('account_id').primaryKey(),
  birthDate: text('birth_date'),
  updatedAt: timestamptz('updated_at').notNull(),
})

// ── catalogue: news, fighters (cat-pages) ─────────────────────────────────
/** A news feed (data feed): its `name` is the NEWS_ITEM path's {feedName}. */
export const newsFeeds = pgTable('news_feeds', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** order of the feeds on the NEWS page */
  position: integer('position').notNull(),
})

export const newsItems = pgTable(
  'news_items',
  {
    feedName: text('feed_name')
      .notNull()
      .references(() => newsFeeds.name, { onDelete: 'cascade' }),
    /** the NEWS_ITEM path's {newId}; unique within its feed */
    id: text('id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** paragraphs of plain text */
    body: text('body')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author'),
    imageUrl: text('image_url'),
    publishedAt: timestamptz('published_at').notNull(),
    /** a catalogue item the story is about (a match replay, a live event), or null */
    contentId: text('content_id').references(() => contentItems.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.feedName, t.id] }), index('news_items_published_idx').on(t.publishedAt)],
)

export const fighters = pgTable(
  'fighters',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    country: text('country'),
    weightClass: text('weight_class').notNull(),
    /** 0 = champion, 1.. = ranked contender, null = unranked */
    rank: integer('rank'),
    imageUrl: text('image_url'),
  },
  (t) => [index('fighters_ranking_idx').on(t.weightClass, t.rank), index('fighters_name_idx').on(t.name)],
)

/** A fighter's bouts: the record is counted from these, by result method and outcome. */
export const fighterBouts = pgTable(
  'fighter_bouts',
  {
    id: text('id').primaryKey(),
    fighterId: text('fighter_id')
      .notNull()
      .references(() => fighters.id, { onDelete: 'cascade' }),
    opponent: text('opponent').notNull(),
    eventName: text('event_name').notNull(),
    date: timestamptz('date').notNull(),
    /** 'win' | 'loss' | 'noContest' */
    outcome: text('outcome').notNull(),
    /** 'koTko' | 'submission' | 'decisionUnanimous' | 'decisionSplit' | 'decisionMajority' | 'disqualified' | 'others' */
    method: text('method').notNull(),
    round: integer('round'),
    /** the replay in the catalogue, or null */
    contentId: text('content_id').references(() => contentItems.id, { onDelete: 'set null' }),
  },
  (t) => [index('fighter_bouts_fighter_idx').on(t.fighterId, t.date)],
)

// ── commerce: licences, entitlements (access) apart from billing (baskets, payments) ───────────
const money = (name: string) => bigint(name, { mode: 'number' })

/** What the product sells. Prices are integer minor units with a scale, never floats. */
export const licences = pgTable('licences', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** the name and description in other languages: { "es": { "name": …, "description": … } }; English is name/description */
  translations: jsonb('translations')
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** licences of one family are tiers of the same thing (monthly and yearly of one plan) */
  family: text('family').notNull(),
  rank: integer('rank').notNull().default(0),
  /** STANDARD | FREE */
  type: text('type').notNull(),
  /** SUBSCRIPTION | FIXED_DATE | PPV */
  purchaseStrategy: text('purchase_strategy').notNull(),
  /** SUBSCRIPTION: P1D … P2Y */
  subscriptionPeriod: text('subscription_period'),
  /** FIXED_DATE and PPV: access ends then, whenever it was bought */
  accessEndsAt: timestamptz('access_ends_at'),
  /** a free trial of this length before the first charge (e.g. P7D), or null */
  trialPeriod: text('trial_period'),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  scale: integer('scale').notNull(),
  sku: text('sku').notNull().unique(),
  taxInclusive: boolean('tax_inclusive').notNull().default(true),
  /** tax rate in basis points (2000 = 20 %) */
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
  /** [{period, amount}]: the price expressed per other periods, for display */
  periodAmounts: jsonb('period_amounts')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** [{type: PERCENTAGE|AMOUNT, percentage?, amount?, startsAt?, endsAt?, lifeTimeRepeat}] */
  discounts: jsonb('discounts')
    .notNull()
    .default(sql`'[]'::jsonb`),
  cta: text('cta'),
  /** billing-detail fields an account must have on record to buy this (fullName, line1, city, postalCode, country …) */
  requiredBillingFields: text('required_billing_fields')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** offered for sale (a withdrawn licence keeps its holders) */
  onSale: boolean('on_sale').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/**
 * The billing side of a held subscription (the "active licence"): status, renewal and the current
 * period. Renewals, pause and cancel work on this row; access itself is in `entitlements`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id),
    /** ACTIVE | TRIAL_ACTIVE | INACTIVE | EXPIRED */
    status: text('status').notNull(),
    autoRenewing: boolean('auto_renewing').notNull().default(true),
    /** null | PAUSE_REQUESTED | PAUSED | RESUME_REQUESTED | NOT_ALLOWED */
    pauseState: text('pause_state'),
    /** pending actions such as CONFIRMED_PAYMENT_REQUIRED, REFRESH_PAYMENT_DETAILS */
    pendingActions: text('pending_actions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    period: text('period').notNull(),
    /** every period boundary is computed from this date (no drift) */
    anchorAt: timestamptz('anchor_at').notNull(),
    /** how many periods have been paid for (or given by a trial) */
    periodsPaid: integer('periods_paid').notNull().default(0),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    trialEndsAt: timestamptz('trial_ends_at'),
    /** the price of the next renewals, and how many more of them the voucher discount applies to */
    renewalAmount: money('renewal_amount').notNull(),
    currency: text('currency').notNull(),
    scale: integer('scale').notNull(),
    voucherCode: text('voucher_code'),
    discountedRenewalsLeft: integer('discounted_renewals_left').notNull().default(0),
    discountedRenewalAmount: money('discounted_renewal_amount'),
    provider: text('provider').notNull(),
    paymentMethodId: uuid('payment_method_id'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** when the renewal scheduler next has work on this row (renew, retry, expire, pause, resume); null: none */
    nextActionAt: timestamptz('next_action_at'),
    /** failed charges of the current renewal (reset when one succeeds) */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** while a renewal is failing: when access and retries stop */
    graceEndsAt: timestamptz('grace_ends_at'),
    /** a paused licence resumes (and is charged) at this time by itself */
    resumeAt: timestamptz('resume_at'),
    /** a downgrade within the licence's family: this licence takes over at the end of the current period */
    scheduledLicenceId: text('scheduled_licence_id').references(() => licences.id),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_next_action_idx').on(t.nextActionAt),
  ],
)

/**
 * A price version migration: a held subscription is asked to move to a new renewal price. The
 * subscriber continues (the next renewals charge `amount`) or leaves (renewal stops at the period
 * end); until they answer, renewals keep the old price. One PENDING row per subscription at most.
 */
export const priceMigrations = pgTable(
  'price_migrations',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id),
    /** the new renewal price (before tax is added where the licence's prices exclude it) */
    amount: money('amount').notNull(),
    scale: integer('scale').notNull(),
    currency: text('currency').notNull(),
    /** PENDING | CONTINUED | LEFT | WITHDRAWN (the licence changed tier or ended first) */
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('price_migrations_subscription_idx').on(t.subscriptionId),
    uniqueIndex('price_migrations_one_pending')
      .on(t.subscriptionId)
      .where(sql`status = 'PENDING'`),
  ],
)

/** Access: who holds which licence from when until when. Cards, pages and media URLs read only this. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id),
    startsAt: timestamptz('starts_at').notNull(),
    /** null: open-ended */
    endsAt: timestamptz('ends_at'),
    /** PURCHASE | TRIAL | RENEWAL | VOUCHER | GIFT | GRANT */
    source: text('source').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('entitlements_account_idx').on(t.accountId, t.endsAt), unique('entitlements_payment_uq').on(t.paymentId)],
)

/** Discount codes. A voucher discounts `lifeTimeRepeat` billing periods (1 = the first only). */
export const vouchers = pgTable('vouchers', {
  /** upper case */
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  /** PERCENTAGE | AMOUNT */
  discountType: text('discount_type').notNull(),
  percentage: integer('percentage'),
  amount: money('amount'),
  currency: text('currency'),
  scale: integer('scale'),
  lifeTimeRepeat: integer('life_time_repeat').notNull().default(1),
  /** empty: every STANDARD licence */
  licenceIds: text('licence_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  validFrom: timestamptz('valid_from'),
  validUntil: timestamptz('valid_until'),
  active: boolean('active').notNull().default(true),
  /** offered only to a subscriber who is cancelling (it discounts their next renewals); never typed in at checkout */
  cancellationPromo: boolean('cancellation_promo').notNull().default(false),
})

/** A voucher is redeemed once per account. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id'),
    redeemedAt: timestamptz('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.accountId] })],
)

/** A free trial is given once per account. */
export const freeTrials = pgTable('free_trials', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  licenceId: text('licence_id').notNull(),
  startedAt: timestamptz('started_at').notNull(),
})

/** One basket per checkout: the licence chosen, a voucher, and the trial answer. */
export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    licenceId: text('licence_id').references(() => licences.id),
    /** OPEN | PAYING | REQUIRES_ACTION | PAID | ABANDONED */
    status: text('status').notNull(),
    voucherCode: text('voucher_code'),
    /** the buyer accepted to pay now without the trial they cannot have */
    acknowledgeNoFreeTrial: boolean('acknowledge_no_free_trial').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [index('baskets_account_idx').on(t.accountId, t.status)],
)

/** A saved way to pay. Only what can be shown is kept: never a card number or a CVC. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** CARD | ZERO_BALANCE | … */
    methodType: text('method_type').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name'),
    /** the provider's reference (Stripe pm_…, the sandbox's token) */
    providerRef: text('provider_ref').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    removedAt: timestamptz('removed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('payment_methods_account_idx').on(t.accountId)],
)

/**
 * Every charge attempt (first purchase, renewal) with its idempotency key: the same key and
 * parameters replay `answer`; the key with other parameters is refused.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id'),
    subscriptionId: uuid('subscription_id'),
    licenceId: text('licence_id').notNull(),
    /** PURCHASE | TRIAL | RENEWAL | LICENCE_UPGRADE (a plan change charged now, prorated) */
    kind: text('kind').notNull(),
    /** PENDING | REQUIRES_ACTION | SUCCEEDED | FAILED | REFUNDED */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    scale: integer('scale').notNull(),
    currency: text('currency').notNull(),
    tax: money('tax').notNull().default(0),
    voucherCode: text('voucher_code'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    paymentMethodId: uuid('payment_method_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the parameters the key was first used with */
    requestHash: text('request_hash').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** the HTTP answer given, replayed for the same key */
    answerStatus: integer('answer_status'),
    answer: jsonb('answer'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    unique('payments_idempotency_uq').on(t.accountId, t.idempotencyKey),
    index('payments_account_idx').on(t.accountId, t.createdAt),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
)

/** Billing details an account has given (address fields, full name, tax number). */
export const billingDetails = pgTable('billing_details', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fields: jsonb('fields')
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamptz('updated_at').notNull(),
})

/** Provider webhook events already handled: a repeated event id is dropped. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/**
 * Money given back on a payment, in the payment's currency and scale; a payment may have several
 * (the payment history shows the first one on a refunded item).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    providerRef: text('provider_ref'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt)],
)

// ── commerce: gifts (a paid code that grants a licence to whoever redeems it) ───────────────────
/** What can be given: a licence for a length of time, at its own price. */
export const giftProducts = pgTable('gift_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** the name and description in other languages, as for licences */
  translations: jsonb('translations')
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** the licence the redeemer gets */
  licenceId: text('licence_id')
    .notNull()
    .references(() => licences.id),
  /** how long that access lasts from redemption (P1M, P3M, P1Y …) */
  accessPeriod: text('access_period').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  scale: integer('scale').notNull(),
  sku: text('sku').notNull().unique(),
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
  /** a bought code can be redeemed for this many days */
  validDays: integer('valid_days').notNull().default(365),
  onSale: boolean('on_sale').notNull().default(true),
  position: integer('position').notNull().default(0),
})

/** A basket that buys a gift: which product, for whom, with what message. */
export const giftOrders = pgTable('gift_orders', {
  basketId: uuid('basket_id')
    .primaryKey()
    .references(() => baskets.id, { onDelete: 'cascade' }),
  productId: text('product_id')
    .notNull()
    .references(() => giftProducts.id),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message').notNull().default(''),
  /** the language the mails are written in */
  locale: text('locale').notNull().default('en'),
})

/** A bought gift and its code (kept without separators, upper case). Redeemed once. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    productId: text('product_id')
      .notNull()
      .references(() => giftProducts.id),
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id),
    accessPeriod: text('access_period').notNull(),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    paymentId: uuid('payment_id').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    redeemedBy: uuid('redeemed_by').references(() => accounts.id, { onDelete: 'set null' }),
    redeemedAt: timestamptz('redeemed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('gifts_buyer_idx').on(t.buyerAccountId, t.createdAt)],
)

// ── personal: favourites ──────────────────────────────────────────────────
/** The on-demand videos an account keeps as favourites; the FAVOURITES page lists the latest first. */
export const favourites = pgTable(
  'favourites',
  {
    accountId: text('account_id').notNull(),
    contentId: text('content_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contentId] }), index('favourites_account_created_idx').on(t.accountId, t.createdAt)],
)

// ── watchlists ─────────────────────────────────────────────────────────────
/** A named, ordered list of titles kept by one account (its owner) and shareable by link; an owner's list names differ ignoring case. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('watchlists_owner_idx').on(t.ownerId),
    // one owner never has two lists of the same name, whatever their case (names are stored trimmed)
    uniqueIndex('watchlists_owner_name_uq').on(t.ownerId, sql`lower(${t.name})`),
  ],
)

/** A watchlist's titles; `position` orders them (the content paging cursor is the last position seen). */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: text('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamptz('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.contentId] }), index('watchlist_items_position_idx').on(t.watchlistId, t.position)],
)

/**
 * The lists an account sees on its WATCHLISTS page: the ones it made and the shared ones it saved.
 * `seq` grows with every entry, so the newest comes first and is the list's paging cursor.
 */
export const watchlistShelf = pgTable(
  'watchlist_shelf',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    watchlistId: text('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    seq: serial('seq').notNull(),
    addedAt: timestamptz('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.watchlistId] }), index('watchlist_shelf_account_seq_idx').on(t.accountId, t.seq)],
)

/**
 * The account's payment history: one item per lifecycle event (purchase, trial, renewal, failed
 * charge, cancel, pause …), written in the same transaction as the change it records.
 */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    licenceId: text('licence_id').notNull(),
    /** SUBSCRIPTION | TRIAL_INVOICE | LICENCE_RENEWAL | PAID_INVOICE | FAILED_PAYMENT | CANCEL_SUBSCRIPTION | … (docs/decisions/017) */
    itemType: text('item_type').notNull(),
    /** SUCCEEDED | FAILED | PENDING | NONE (no money moved) */
    status: text('status').notNull(),
    paymentId: uuid('payment_id'),
    amount: money('amount'),
    scale: integer('scale'),
    currency: text('currency'),
    description: text('description').notNull().default(''),
    /** what happened, for the account area (period dates, failure code …) */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('payment_history_account_idx').on(t.accountId, t.createdAt)],
)

// ── account: details, addresses and preferences the account area edits ──
/** An account's own details beyond accounts.name and viewer_details.birth_date, and its viewer preferences. */
export const accountDetails = pgTable('account_details', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** where the account wants mail; null: its sign-in email */
  contactEmail: text('contact_email'),
  /** E.164, e.g. +447400123456 */
  phoneNumber: text('phone_number'),
  /** Brazilian CPF, 11 digits */
  taxNumber: text('tax_number'),
  /** the viewer preferences (language, subtitles, audio, autoAdvance, muted …) as saved */
  preferences: jsonb('preferences')
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamptz('updated_at').notNull(),
})

/** Postal addresses of an account, each checked against its country's rule when saved. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    fields: jsonb('fields').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('account_addresses_account_idx').on(t.accountId, t.createdAt)],
)

// ── watch together ───────────────────────────────────────────────────────────
/**
 * Who is watching a live event together: one row per account and profile that pressed Join.
 * `lastSeenAt` moves while the viewer's page holds the presence stream open; a row not seen for
 * the presence lifetime no longer counts and is swept away (platform/watch-together).
 * `displayName` is the profile's name (or the account's) at the last join, never an email.
 */
export const watchTogetherPresence = pgTable(
  'watch_together_presence',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** the chosen profile's id, '' when none is chosen */
    profileId: text('profile_id').notNull().default(''),
    displayName: text('display_name').notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.profileId] }), index('watch_together_presence_seen_idx').on(t.lastSeenAt)],
)

export const schema = {
  watchTogetherPresence,
  accounts,
  refreshTokens,
  identityTokens,
  mailOutbox,
  rateLimits,
  profiles,
  impersonationAudit,
  externalIdentities,
  federationRequests,
  federationLinkTickets,
  cmsDocuments,
  cmsHistory,
  cmsState,
  contentItems,
  buckets,
  bucketItems,
  series,
  seasons,
  playlistItems,
  epgChannels,
  epgProgrammes,
  liveAnnouncements,
  playbackMedia,
  streamSessions,
  watchHistory,
  viewerDetails,
  newsFeeds,
  newsItems,
  fighters,
  fighterBouts,
  licences,
  subscriptions,
  entitlements,
  vouchers,
  voucherRedemptions,
  freeTrials,
  baskets,
  paymentMethods,
  payments,
  billingDetails,
  webhookEvents,
  paymentRefunds,
  giftProducts,
  giftOrders,
  gifts,
  favourites,
  watchlists,
  watchlistItems,
  watchlistShelf,
  paymentHistory,
  accountDetails,
  accountAddresses,
}
export type Schema = typeof schema
