/**
 * Gifts: a gift product is a licence for a length of time at its own price. It is bought through
 * the ordinary basket and payment calls (the basket carries a gift order: product, recipient,
 * message); when the payment succeeds the commerce service asks this module to issue the gift, a
 * record with an unguessable code, and the code is mailed to the recipient (and a receipt to the
 * buyer). Redeeming a code grants its licence to the signed-in account, once, before it expires.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { accounts, baskets, entitlements, giftOrders, giftProducts, gifts, licences } from '../db/schema.ts'
import type { Caller, Logger } from '../http.ts'
import type { Mailer } from '../identity/mail.ts'
import { money, toDecimalString, type Money } from './money.ts'
import { isPeriod, periodBoundary } from './periods.ts'
import { localized } from './localize.ts'

type Tx = Parameters<Parameters<DrizzleDb['transaction']>[0]>[0]
export type GiftProductRow = typeof giftProducts.$inferSelect
export type GiftRow = typeof gifts.$inferSelect
export type GiftOrderRow = typeof giftOrders.$inferSelect
type Locale = 'en' | 'es' | 'pt'
const asLocale = (l: string | undefined | null): Locale => (l === 'es' || l === 'pt' ? l : 'en')

export type GiftFailure = { ok: false; status: 400 | 404 | 409 | 410 | 422; code: string; message: string; extra?: Record<string, unknown> }
export type GiftOutcome<T> = { ok: true; status: 200 | 201; body: T } | GiftFailure
const fail = (status: GiftFailure['status'], code: string, message: string, extra?: Record<string, unknown>): GiftFailure => ({
  ok: false,
  status,
  code,
  message,
  extra,
})

// ── codes ──────────────────────────────────────────────────────────────────
/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** 16 symbols of 5 random bits each: 80 bits, far beyond guessing. */
export function newGiftCode(): string {
  const bytes = randomBytes(16)
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join('')
}
/** What the buyer and recipient see: XXXX-XXXX-XXXX-XXXX. */
export const formatGiftCode = (code: string) => code.match(/.{1,4}/g)!.join('-')
/** A typed code: spaces and dashes dropped, upper case, easily confused letters read as digits. */
export const normalizeGiftCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')

// ── store ──────────────────────────────────────────────────────────────────
const withLicenceName = (row: { product: GiftProductRow; licenceName: string; licenceTranslations: unknown }) => ({
  product: row.product,
  licenceName: localized({ name: row.licenceName, translations: row.licenceTranslations }).name,
})

export function createGiftStore(db: DrizzleDb) {
  return {
    /** each with the name of its licence in the request's language */
    async products(opts: { onSaleOnly?: boolean } = {}) {
      const q = db
        .select({ product: giftProducts, licenceName: licences.name, licenceTranslations: licences.translations })
        .from(giftProducts)
        .innerJoin(licences, eq(licences.id, giftProducts.licenceId))
      const rows = await (opts.onSaleOnly ? q.where(eq(giftProducts.onSale, true)) : q).orderBy(
        asc(giftProducts.position),
        asc(giftProducts.id),
      )
      return rows.map(withLicenceName)
    },
    async product(id: string) {
      const [row] = await db
        .select({ product: giftProducts, licenceName: licences.name, licenceTranslations: licences.translations })
        .from(giftProducts)
        .innerJoin(licences, eq(licences.id, giftProducts.licenceId))
        .where(eq(giftProducts.id, id))
        .limit(1)
      return row && withLicenceName(row)
    },
    async upsertProduct(row: typeof giftProducts.$inferInsert) {
      const { id: _id, ...set } = row
      await db.insert(giftProducts).values(row).onConflictDoUpdate({ target: giftProducts.id, set })
    },
    async order(basketId: string): Promise<GiftOrderRow | undefined> {
      const [row] = await db.select().from(giftOrders).where(eq(giftOrders.basketId, basketId)).limit(1)
      return row
    },
    async dropOrder(basketId: string) {
      await db.delete(giftOrders).where(eq(giftOrders.basketId, basketId))
    },
    /** A new open basket holding a gift order; an older open basket of the account is abandoned (one open basket each). */
    async insertGiftBasket(basket: typeof baskets.$inferInsert, order: typeof giftOrders.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(baskets)
          .set({ status: 'ABANDONED', updatedAt: basket.createdAt })
          .where(and(eq(baskets.accountId, basket.accountId), eq(baskets.status, 'OPEN')))
        await tx.insert(baskets).values(basket)
        await tx.insert(giftOrders).values(order)
      })
    },
    insertGift: (tx: Tx, row: typeof gifts.$inferInsert) =>
      tx.insert(gifts).values(row).onConflictDoNothing({ target: gifts.paymentId }).returning({ id: gifts.id }),
    async gift(id: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1)
      return row
    },
    async giftByCode(code: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.code, code)).limit(1)
      return row
    },
    async giftsOf(buyer: string): Promise<GiftRow[]> {
      return db.select().from(gifts).where(eq(gifts.buyerAccountId, buyer)).orderBy(desc(gifts.createdAt)).limit(50)
    },
    async buyerEmail(accountId: string): Promise<string | null> {
      const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)).limit(1)
      return row?.email ?? null
    },
    /** Marks the gift redeemed and grants its licence, in one transaction; false when someone redeemed it first. */
    async redeem(
      giftId: string,
      accountId: string,
      grant: { licenceId: string; startsAt: Date; endsAt: Date },
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(gifts)
          .set({ redeemedBy: accountId, redeemedAt: at })
          .where(and(eq(gifts.id, giftId), isNull(gifts.redeemedAt)))
          .returning({ id: gifts.id })
        if (!taken.length) return false
        await tx.insert(entitlements).values({
          id: randomUUID(),
          accountId,
          licenceId: grant.licenceId,
          startsAt: grant.startsAt,
          endsAt: grant.endsAt,
          source: 'GIFT',
          createdAt: at,
        })
        return true
      })
    },
  }
}
export type GiftStore = ReturnType<typeof createGiftStore>

// ── mail ───────────────────────────────────────────────────────────────────
/** The app's redemption and gift pages per language (the route table's translated path words). */
export const GIFT_MAIL_PATHS: Record<Locale, { redeem: string; gift: string }> = {
  en: { redeem: '/redeem', gift: '/gift' },
  es: { redeem: '/es/canjear', gift: '/es/regalo' },
  pt: { redeem: '/pt/resgatar', gift: '/pt/presente' },
}

const giftCopy: Record<
  Locale,
  {
    subject: string
    intro: string
    message: string
    code: string
    action: string
    outro: string
    receiptSubject: string
    receiptIntro: string
    receiptAction: string
  }
> = {
  en: {
    subject: 'You have been given {{product}}',
    intro: '{{buyer}} has given you {{product}} on {{realm}}.',
    message: 'Their message:',
    code: 'Your gift code:',
    action: 'Redeem my gift',
    outro: 'Sign in or create an account, then enter the code. It can be redeemed once, until {{expires}}.',
    receiptSubject: 'Your gift is on its way',
    receiptIntro: 'Thank you. We have sent {{product}} to {{recipient}} with the code below.',
    receiptAction: 'See the gift',
  },
  es: {
    subject: 'Te han regalado {{product}}',
    intro: '{{buyer}} te ha regalado {{product}} en {{realm}}.',
    message: 'Su mensaje:',
    code: 'Tu código de regalo:',
    action: 'Canjear mi regalo',
    outro: 'Inicia sesión o crea una cuenta y escribe el código. Se puede canjear una vez, hasta el {{expires}}.',
    receiptSubject: 'Tu regalo está en camino',
    receiptIntro: 'Gracias. Hemos enviado {{product}} a {{recipient}} con el código siguiente.',
    receiptAction: 'Ver el regalo',
  },
  pt: {
    subject: 'Ofereceram-lhe {{product}}',
    intro: '{{buyer}} ofereceu-lhe {{product}} na {{realm}}.',
    message: 'A mensagem:',
    code: 'O seu código de presente:',
    action: 'Resgatar o meu presente',
    outro: 'Entre ou crie uma conta e introduza o código. Pode ser resgatado uma vez, até {{expires}}.',
    receiptSubject: 'O seu presente está a caminho',
    receiptIntro: 'Obrigado. Enviámos {{product}} para {{recipient}} com o código abaixo.',
    receiptAction: 'Ver o presente',
  },
}
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function composeGiftMails(
  gift: GiftRow,
  opts: { productName: string; buyerEmail: string | null; publicUrl: string; realm?: string },
) {
  const locale = asLocale(gift.locale)
  const c = giftCopy[locale]
  const base = opts.publicUrl.replace(/\/+$/, '')
  const code = formatGiftCode(gift.code)
  const expires = gift.expiresAt.toISOString().slice(0, 10)
  const fill = (s: string) =>
    s
      .replace('{{product}}', opts.productName)
      .replace('{{buyer}}', opts.buyerEmail ?? opts.realm ?? 'Marquee')
      .replace('{{realm}}', opts.realm ?? 'Marquee')
      .replace('{{recipient}}', gift.recipientEmail)
      .replace('{{expires}}', expires)
  const redeemLink = `${base}${GIFT_MAIL_PATHS[locale].redeem}?code=${encodeURIComponent(code)}`
  const giftLink = `${base}${GIFT_MAIL_PATHS[locale].gift}/${gift.id}`
  const button = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#e50947;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`
  const messageText = gift.message ? `${c.message}\n${gift.message}\n\n` : ''
  const messageHtml = gift.message ? `<p>${escapeHtml(c.message)}</p><blockquote>${escapeHtml(gift.message)}</blockquote>` : ''
  const page = (body: string) => `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`
  const recipient = {
    to: gift.recipientEmail,
    subject: fill(c.subject),
    kind: 'GIFT' as const,
    text: `${fill(c.intro)}\n\n${messageText}${c.code} ${code}\n\n${c.action}: ${redeemLink}\n\n${fill(c.outro)}\n`,
    html: page(
      `<p>${escapeHtml(fill(c.intro))}</p>${messageHtml}<p>${escapeHtml(c.code)} <strong>${code}</strong></p>${button(redeemLink, c.action)}<p style="color:#555">${escapeHtml(fill(c.outro))}</p>`,
    ),
  }
  const receipt = opts.buyerEmail
    ? {
        to: opts.buyerEmail,
        subject: fill(c.receiptSubject),
        kind: 'GIFT_RECEIPT' as const,
        text: `${fill(c.receiptIntro)}\n\n${c.code} ${code}\n\n${c.receiptAction}: ${giftLink}\n`,
        html: page(
          `<p>${escapeHtml(fill(c.receiptIntro))}</p><p>${escapeHtml(c.code)} <strong>${code}</strong></p>${button(giftLink, c.receiptAction)}`,
        ),
      }
    : null
  return { recipient, receipt }
}

// ── service ────────────────────────────────────────────────────────────────
const moneyJson = (m: Money) => ({ amount: m.amount, scale: m.scale, currency: m.currency, decimal: toDecimalString(m) })
const priceOf = (p: GiftProductRow) => money(p.amount, p.scale, p.currency)

/** The price of a gift and the tax it includes (prices are tax inclusive). */
export function giftQuote(p: GiftProductRow) {
  const price = priceOf(p)
  return { price, tax: money(Math.round((p.amount * p.taxRateBasisPoints) / (10_000 + p.taxRateBasisPoints)), p.scale, p.currency) }
}

export function productView(row: { product: GiftProductRow; licenceName: string }) {
  const p = row.product
  return {
    id: p.id,
    ...localized(p),
    sku: p.sku,
    licence: { id: p.licenceId, name: row.licenceName },
    accessPeriod: p.accessPeriod,
    validDays: p.validDays,
    price: moneyJson(priceOf(p)),
  }
}
export type GiftProductView = ReturnType<typeof productView>
const localizedProductName = (p: GiftProductRow | undefined) => (p ? localized(p).name : '')

export function createGiftService(deps: {
  store: GiftStore
  mailer: Mailer
  now: () => Date
  logger: Logger
  publicUrl?: string
  realmName?: () => Promise<string>
}) {
  const { store, now, logger } = deps

  function giftView(g: GiftRow, product: { name: string; licenceName: string }, at: Date) {
    const status = g.redeemedAt ? 'REDEEMED' : g.expiresAt <= at ? 'EXPIRED' : 'ACTIVE'
    return {
      id: g.id,
      code: formatGiftCode(g.code),
      status,
      product: { id: g.productId, name: product.name },
      licence: { id: g.licenceId, name: product.licenceName },
      accessPeriod: g.accessPeriod,
      recipientEmail: g.recipientEmail,
      message: g.message,
      expiresAt: g.expiresAt.toISOString(),
      redeemedAt: g.redeemedAt?.toISOString() ?? null,
      createdAt: g.createdAt.toISOString(),
    }
  }

  /** What the commerce service asks while a basket is priced, paid and fulfilled. */
  const hooks = {
    /** The gift order a basket holds, with its product; undefined for an ordinary basket. */
    async order(basketId: string) {
      const order = await store.order(basketId)
      if (!order) return undefined
      const product = await store.product(order.productId)
      if (!product) return undefined
      return { order, product: product.product, licenceName: product.licenceName }
    },
    dropOrder: (basketId: string) => store.dropOrder(basketId),
    /** Inside the fulfilling transaction: the gift record, once per payment. */
    async issue(
      tx: Tx,
      input: { paymentId: string; buyerAccountId: string; order: GiftOrderRow; product: GiftProductRow },
      at: Date,
    ): Promise<string> {
      const id = randomUUID()
      const [row] = await store.insertGift(tx, {
        id,
        code: newGiftCode(),
        productId: input.product.id,
        licenceId: input.product.licenceId,
        accessPeriod: input.product.accessPeriod,
        buyerAccountId: input.buyerAccountId,
        recipientEmail: input.order.recipientEmail,
        message: input.order.message,
        locale: input.order.locale,
        paymentId: input.paymentId,
        expiresAt: new Date(at.getTime() + input.product.validDays * 86_400_000),
        createdAt: at,
      })
      return row?.id ?? id
    },
    /** After the transaction: the code to the recipient, a receipt to the buyer. A mail failure is logged, the gift stays. */
    async issued(giftId: string) {
      const gift = await store.gift(giftId)
      if (!gift) return
      const product = await store.product(gift.productId)
      try {
        const mails = composeGiftMails(gift, {
          productName: product?.product.name ?? gift.licenceId,
          buyerEmail: await store.buyerEmail(gift.buyerAccountId),
          publicUrl: deps.publicUrl ?? 'http://localhost:3000',
          realm: await deps.realmName?.(),
        })
        await deps.mailer.send(mails.recipient)
        if (mails.receipt) await deps.mailer.send(mails.receipt)
      } catch (error) {
        logger.error(`[gifts] mailing gift ${gift.id} failed: ${(error as Error)?.message}`)
      }
    },
  }

  return {
    hooks,
    products: async () => ({ products: (await store.products({ onSaleOnly: true })).map(productView) }),

    /** Opens a basket buying a gift (the basket is then paid like any other). */
    async createBasket(
      caller: Caller,
      input: { giftProductId: string; recipientEmail: string; message: string; locale?: string },
    ): Promise<GiftOutcome<{ basketId: string }>> {
      const found = await store.product(input.giftProductId)
      if (!found || !found.product.onSale)
        return fail(404, 'GIFT_PRODUCT_NOT_FOUND', 'No such gift.', { fields: { giftProductId: ['No such gift.'] } })
      const at = now()
      const basketId = randomUUID()
      await store.insertGiftBasket(
        {
          id: basketId,
          accountId: caller.sub,
          licenceId: found.product.licenceId,
          status: 'OPEN',
          voucherCode: null,
          acknowledgeNoFreeTrial: false,
          createdAt: at,
          updatedAt: at,
        },
        {
          basketId,
          productId: found.product.id,
          recipientEmail: input.recipientEmail.toLowerCase(),
          message: input.message,
          locale: asLocale(input.locale),
        },
      )
      return { ok: true, status: 201, body: { basketId } }
    },

    /** A bought gift, to its buyer only (anyone else: not found). */
    async gift(caller: Caller, id: string): Promise<GiftOutcome<ReturnType<typeof giftView>>> {
      const gift = await store.gift(id)
      if (!gift || gift.buyerAccountId !== caller.sub) return fail(404, 'GIFT_NOT_FOUND', 'No such gift.')
      const product = await store.product(gift.productId)
      return {
        ok: true,
        status: 200,
        body: giftView(gift, { name: product ? localized(product.product).name : '', licenceName: product?.licenceName ?? '' }, now()),
      }
    },

    async mine(caller: Caller) {
      const at = now()
      const rows = await store.giftsOf(caller.sub)
      const products = new Map((await store.products()).map((p) => [p.product.id, p]))
      return {
        gifts: rows.map((g) =>
          giftView(
            g,
            { name: localizedProductName(products.get(g.productId)?.product), licenceName: products.get(g.productId)?.licenceName ?? '' },
            at,
          ),
        ),
      }
    },

    /** Redeems a code for the caller: unknown 404, used 409, expired 410; otherwise the licence is granted from now. */
    async redeem(
      caller: Caller,
      typed: string,
    ): Promise<GiftOutcome<{ giftId: string; licence: { id: string; name: string }; from: string; until: string }>> {
      const at = now()
      const gift = await store.giftByCode(normalizeGiftCode(typed))
      const field = (message: string) => ({ fields: { code: [message] } })
      if (!gift) return fail(404, 'GIFT_CODE_NOT_FOUND', 'This gift code is not valid.', field('This gift code is not valid.'))
      if (gift.redeemedAt)
        return fail(
          409,
          'GIFT_CODE_ALREADY_REDEEMED',
          'This gift code has already been redeemed.',
          field('This gift code has already been redeemed.'),
        )
      if (gift.expiresAt <= at) return fail(410, 'GIFT_CODE_EXPIRED', 'This gift code has expired.', field('This gift code has expired.'))
      if (!isPeriod(gift.accessPeriod)) throw new Error(`gift ${gift.id} has an unknown access period`)
      const until = periodBoundary(at, gift.accessPeriod, 1)
      if (!(await store.redeem(gift.id, caller.sub, { licenceId: gift.licenceId, startsAt: at, endsAt: until }, at)))
        return fail(
          409,
          'GIFT_CODE_ALREADY_REDEEMED',
          'This gift code has already been redeemed.',
          field('This gift code has already been redeemed.'),
        )
      const product = await store.product(gift.productId)
      return {
        ok: true,
        status: 200,
        body: {
          giftId: gift.id,
          licence: { id: gift.licenceId, name: product?.licenceName ?? gift.licenceId },
          from: at.toISOString(),
          until: until.toISOString(),
        },
      }
    },
  }
}
export type GiftService = ReturnType<typeof createGiftService>
export type GiftHooks = GiftService['hooks']
