// @vitest-environment node
/**
 * A gift left unpaid and the checkout. The GIFT, PURCHASE and PAYMENT_AUTHORIZATION loaders and
 * actions run against the real embedded platform (in-memory PGlite seeded from fixtures/, signed in
 * as the demo viewer), and the checkout is rendered as the server renders it (what a browser
 * without JavaScript gets), then read by role and name:
 * - the gift shop opens the gift's checkout (?gift=1), which goes on to pay the gift;
 * - a bare checkout offers the plans instead, with a line about the waiting gift and a link to pay it;
 * - every form of the gift's checkout posts gift=1, so its redirects (authorisation, a refusal)
 *   come back to the gift, not to the plans;
 * - choosing a plan while the gift waits makes the basket the plan's: the gift is not paid;
 * - the gift's checkout with no gift waiting (paid, or a plan took its place) sends the viewer to the
 *   plain checkout, which says so;
 * - a payment page pays only the basket it showed (a plan chosen in another window meanwhile is
 *   not paid from the gift's page), the zero-balance page (/pay/zero_balance) included.
 */
import { within } from '@testing-library/dom'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { createRequestState } from '#app/context.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { PurchaseData } from '#app/commerce/checkout.server.ts'
import { afterSignInTarget } from '#app/auth/redirect.ts'
import { serverRenderedPage, type RouteModule } from '#tests/setup/server-rendered-page.tsx'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'
import { platformFor } from '#app/session.server.ts'
import { commerceCalls } from '#app/platform/commerce.server.ts'

process.env.SESSION_SECRET ??= 'purchase-gift-test-secret-long-enough-00'
process.env.DATA_DIR ??= 'memory://'

const embedded = embeddedPlatformForTests()

type Checkout = PurchaseData['data']
interface Authorization {
  basketId: string
  paymentId: string | null
  gift: boolean
}

let routes: { gift: RouteModule; purchase: RouteModule; authorization: RouteModule; pay: RouteModule }
let cookie: string

beforeAll(async () => {
  // imported once the environment is set: the session cookie's key is read from it
  routes = {
    gift: (await import('#app/routes/gift.tsx')) as unknown as RouteModule,
    purchase: (await import('#app/routes/purchase.tsx')) as unknown as RouteModule,
    authorization: (await import('#app/routes/payment-authorization.tsx')) as unknown as RouteModule,
    pay: (await import('#app/routes/pay.tsx')) as unknown as RouteModule,
  }
  cookie = await embedded.sessionCookie('viewer@marquee.test', 'viewer-demo-2026')
})

// The router stub renders react-router's RouterProvider, which holds a layout effect, on the server here.
beforeEach(() => allowConsole('error', /useLayoutEffect does nothing on the server/))

const context = () => ({ platform: embedded.transport, state: createRequestState('127.0.0.1') })

/** A loader's data at `path`; a redirect it throws is answered as its Location. */
async function load<T>(
  route: RouteModule,
  path: string,
  as: 'viewer' | 'guest' = 'viewer',
  params: Record<string, string> = {},
): Promise<T> {
  const answer = (await route.loader({
    request: new Request(`http://app.test${path}`, { headers: as === 'viewer' ? { cookie } : {} }),
    context: context(),
    params,
  })) as { data: T } | T
  return (answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer) as T
}

/** A form posted at `path`: a redirect (its Location, returned or thrown), or the status it answered with. */
async function post(route: RouteModule, path: string, fields: Record<string, string>) {
  const request = new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  // a Response the action throws is answered like one it returns, as Remix does
  const answer = (await route.action({ request, context: context(), params: {} }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown
    throw thrown
  })) as Response | { data: Record<string, unknown>; init: { status?: number } | null }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') }
  return { status: answer.init?.status ?? 200, location: null, data: answer.data }
}

/** The checkout at `path` as the server renders it under `locale`'s strings. */
function renderCheckout(locale: Locale, path: string, data: Checkout) {
  const { window, body } = serverRenderedPage({ locale, Page: routes.purchase.default, path, routeId: 'purchase', loaderData: data })
  return Object.assign(within(body), {
    forms: () => [...body.querySelectorAll('form')] as HTMLFormElement[],
    fieldsOf: (form: HTMLFormElement) => [...new window.FormData(form as never).entries()].map(([k, v]) => [k, String(v)]),
  })
}

const purchasePath: Record<Locale, string> = { en: '/purchase', es: '/es/compra', pt: '/pt/compra' }
const giftPath: Record<Locale, string> = { en: '/gift', es: '/es/regalo', pt: '/pt/presente' }
const words: Record<Locale, { waiting: string; pay: string; plans: string; choose: RegExp }> = {
  en: {
    waiting: 'You have a gift for friend@example.com waiting to be paid.',
    pay: 'Pay for the gift',
    plans: 'Choose your plan',
    choose: /^Choose Marquee Premium/,
  },
  es: {
    waiting: 'Tienes un regalo para friend@example.com pendiente de pago.',
    pay: 'Pagar el regalo',
    plans: 'Elige tu plan',
    choose: /^Elegir Marquee Premium/,
  },
  pt: {
    waiting: 'Tem um presente para friend@example.com por pagar.',
    pay: 'Pagar o presente',
    plans: 'Escolha o seu plano',
    choose: /^Escolher Marquee Premium/,
  },
}

/** The form that pays with a card typed in (not one of the saved cards' buttons). */
const newCardForm = (screen: ReturnType<typeof renderCheckout>) =>
  screen
    .getAllByRole('button', { name: /^Pay / })
    .find((button) => button.getAttribute('value') === 'pay')!
    .closest('form')!

const startGift = (locale: Locale) =>
  post(routes.gift, giftPath[locale], {
    intent: 'buy',
    giftProductId: 'premium-gift-1-month',
    recipientEmail: 'friend@example.com',
    message: 'Enjoy!',
  })

/** The plans as the plain checkout offers them, and the monthly plan chosen there: the basket becomes the plan's. */
async function choosePlan() {
  const offered = await load<Checkout>(routes.purchase, '/purchase')
  const screen = renderCheckout('en', '/purchase', offered)
  const choose = screen.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).closest('form')!
  return post(routes.purchase, '/purchase', { ...Object.fromEntries(screen.fieldsOf(choose)), intent: 'select' })
}

/** Where a loader sends the viewer: the Location of the redirect it throws (null when it answers with data). */
async function redirectOf(route: RouteModule, path: string) {
  try {
    await load(route, path)
    return null
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    throw thrown
  }
}

describe('a gift left unpaid', () => {
  it('the gift shop opens the gift’s checkout, which pays the gift', async () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      const opened = await startGift(locale)
      expect(opened, locale).toEqual({ status: 302, location: `${purchasePath[locale]}?gift=1` })
      const data = await load<Checkout>(routes.purchase, opened.location!)
      expect(data.step, locale).toBe('PAYMENT_PAGE')
      expect(data.basket?.gift?.recipientEmail, locale).toBe('friend@example.com')
      expect(data.waitingGift, locale).toBeNull()
    }
  })

  it('a bare checkout offers the plans, says a gift waits, and links to paying it', async () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      await startGift(locale)
      const data = await load<Checkout>(routes.purchase, purchasePath[locale])
      expect(data.step, locale).toBe('PACKAGE_SELECTION')
      expect(data.waitingGift, locale).toEqual({ email: 'friend@example.com', href: `${purchasePath[locale]}?gift=1` })

      const screen = renderCheckout(locale, purchasePath[locale], data)
      expect(screen.getByRole('heading', { level: 1, name: words[locale].plans })).toBeTruthy()
      const link = screen.getByRole('link', { name: words[locale].pay })
      expect(link.getAttribute('href'), locale).toBe(`${purchasePath[locale]}?gift=1`)
      expect(link.closest('p')?.textContent, locale).toBe(`${words[locale].waiting} ${words[locale].pay}`)
      expect(screen.getAllByRole('button', { name: words[locale].choose }).length, locale).toBeGreaterThan(0)
      // the plans' forms are not the gift's: a plan chosen here is paid as a plan
      for (const form of screen.forms())
        expect(
          screen.fieldsOf(form).map(([k]) => k),
          locale,
        ).not.toContain('gift')
    }
    // a title's Subscribe (licences named) says so too
    const forTitle = await load<Checkout>(
      routes.purchase,
      '/purchase?licences=premium-monthly,premium-yearly&redirectTo=%2Fvideo%2Fthe-salt-road',
    )
    expect(forTitle.step).toBe('PACKAGE_SELECTION')
    expect(forTitle.waitingGift).toEqual({ email: 'friend@example.com', href: '/purchase?gift=1' })
  })

  it('every form of the gift’s checkout posts gift=1, so authorising and its refusal come back to the gift', async () => {
    await startGift('en')
    const data = await load<Checkout>(routes.purchase, '/purchase?gift=1')
    expect(data.step).toBe('PAYMENT_PAGE')
    const screen = renderCheckout('en', '/purchase?gift=1', data)
    const forms = screen.forms()
    expect(forms.length).toBeGreaterThan(0)
    for (const form of forms) {
      expect(form.getAttribute('action')).toBe('/purchase?gift=1')
      expect(screen.fieldsOf(form)).toContainEqual(['gift', '1'])
    }
    const card = screen.getByRole('button', { name: /^Pay / }).closest('form')!
    const fields = Object.fromEntries(screen.fieldsOf(card))

    // a card that asks to be authenticated: the authorisation step keeps the gift
    const paid = await post(routes.purchase, '/purchase?gift=1', {
      ...fields,
      intent: 'pay',
      cardNumber: '4000 0025 0000 3155',
      expiry: '12/34',
      cvc: '123',
      cardHolder: 'Vera Viewer',
    })
    expect(paid.status).toBe(302)
    const asked = new URL(paid.location!, 'http://app.test')
    expect(asked.pathname).toBe('/payment-authorization')
    expect(asked.searchParams.get('gift')).toBe('1')
    const authorization = await load<Authorization>(routes.authorization, asked.pathname + asked.search)
    expect(authorization.gift).toBe(true)

    // cancelled: back to paying the gift, with the refusal said
    const refused = await post(routes.authorization, asked.pathname + asked.search, {
      gift: '1',
      basketId: authorization.basketId,
      ...(authorization.paymentId ? { paymentId: authorization.paymentId } : {}),
      intent: 'cancel',
    })
    expect(refused).toEqual({ status: 302, location: '/purchase?gift=1&problem=authFailed' })
    const again = await load<Checkout>(routes.purchase, refused.location!)
    expect(again.step).toBe('PAYMENT_PAGE')
    expect(again.basket?.gift?.recipientEmail).toBe('friend@example.com')
    expect(again.problem).toEqual({ kind: 'message', key: 'commerce.authFailed' })
  })

  it('a guest on the gift’s checkout signs in and comes back to it; from a bare checkout, to the bare one', async () => {
    const onGift = await load<Checkout>(routes.purchase, '/es/compra?gift=1', 'guest')
    expect(onGift.step).toBe('LOGIN')
    const back = (login: string) => {
      const query = new URL(login, 'http://app.test').searchParams
      return afterSignInTarget(Object.fromEntries(query), '/home', { locale: 'es' })
    }
    expect(back(onGift.links.login)).toBe('/es/compra?gift=1')
    expect(back(onGift.links.signup)).toBe('/es/compra?gift=1')
    expect(back((await load<Checkout>(routes.purchase, '/es/compra', 'guest')).links.login)).toBe('/es/compra')
  })

  it('a plan chosen while the gift waits takes the basket’s place: the gift is not paid', async () => {
    await startGift('en')
    expect(await choosePlan()).toEqual({ status: 302, location: '/purchase' })
    const data = await load<Checkout>(routes.purchase, '/purchase')
    expect(data.step).toBe('PAYMENT_PAGE')
    expect(data.basket?.item?.id).toBe('premium-monthly')
    expect(data.basket?.gift).toBeFalsy()
    expect(data.waitingGift).toBeNull()
    // the gift shop lists none bought
    expect((await load<{ mine: unknown[] }>(routes.gift, '/gift')).mine).toEqual([])
  })

  it('the gift’s checkout with no gift waiting sends the viewer to the plain checkout, which says so and links to the gift shop', async () => {
    const said: Record<Locale, { text: string; link: string }> = {
      en: {
        text: 'No gift is waiting to be paid: it may have been paid already, or a plan may have taken its place.',
        link: 'Choose a gift',
      },
      es: {
        text: 'No hay ningún regalo pendiente de pago: puede que ya se haya pagado o que un plan haya ocupado su lugar.',
        link: 'Elegir un regalo',
      },
      pt: {
        text: 'Não há nenhum presente por pagar: pode já ter sido pago, ou um plano pode ter ficado no seu lugar.',
        link: 'Escolher um presente',
      },
    }
    await startGift('en')
    expect((await choosePlan()).status).toBe(302)
    for (const locale of ['en', 'es', 'pt'] as const) {
      // the old link to the gift's payment page: the plan is not offered or paid under it
      const sent = await redirectOf(routes.purchase, `${purchasePath[locale]}?gift=1`)
      expect(sent, locale).toEqual({ status: 302, location: `${purchasePath[locale]}?notice=noGift` })
      const data = await load<Checkout>(routes.purchase, sent!.location!)
      expect(data.step, locale).toBe('PAYMENT_PAGE')
      expect(data.basket?.item?.id, locale).toBe('premium-monthly')
      expect(data.noGiftWaiting, locale).toBe(true)
      const screen = renderCheckout(locale, sent!.location!, data)
      expect(
        screen.getAllByRole('status').map((status) => status.textContent),
        locale,
      ).toContain(`${said[locale].text} ${said[locale].link}`)
      expect(screen.getByRole('link', { name: said[locale].link }).getAttribute('href'), locale).toBe(giftPath[locale])
      // nothing the page posts asks for the gift
      for (const form of screen.forms()) expect(screen.fieldsOf(form), locale).not.toContainEqual(['gift', '1'])
    }

    // with a gift waiting again, the gift's checkout pays it and the line is not said, even when asked for
    await startGift('en')
    expect(await redirectOf(routes.purchase, '/purchase?gift=1')).toBeNull()
    const waiting = await load<Checkout>(routes.purchase, '/purchase?notice=noGift')
    expect(waiting.step).toBe('PACKAGE_SELECTION')
    expect(waiting.waitingGift?.email).toBe('friend@example.com')
    expect(waiting.noGiftWaiting).toBe(false)
  })

  it('a payment page sent after the basket changed in another window pays nothing, and the checkout shows it as it is now', async () => {
    await startGift('en')
    const giftPage = await load<Checkout>(routes.purchase, '/purchase?gift=1')
    const giftScreen = renderCheckout('en', '/purchase?gift=1', giftPage)
    const giftCard = Object.fromEntries(giftScreen.fieldsOf(newCardForm(giftScreen)))
    expect(giftCard.basketSeen).toBeTruthy()

    // another window: a plan chosen, which the basket becomes
    const offered = await load<Checkout>(routes.purchase, '/purchase')
    const plans = renderCheckout('en', '/purchase', offered)
    const choose = plans.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).closest('form')!
    expect((await post(routes.purchase, '/purchase', { ...Object.fromEntries(plans.fieldsOf(choose)), intent: 'select' })).status).toBe(302)

    // the gift's page, still open, is sent: the plan is not paid from a page that shows the gift
    const card = { cardNumber: '4000 0025 0000 3155', expiry: '12/34', cvc: '123', cardHolder: 'Vera Viewer' }
    const stale = await post(routes.purchase, '/purchase?gift=1', { ...giftCard, intent: 'pay', ...card })
    expect(stale).toEqual({ status: 302, location: '/purchase?problem=basketChanged' })
    const now = await load<Checkout>(routes.purchase, stale.location!)
    expect(now.step).toBe('PAYMENT_PAGE')
    expect(now.basket?.status).toBe('OPEN')
    expect(now.basket?.item?.id).toBe('premium-monthly')
    expect(now.basket?.gift).toBeFalsy()
    expect(now.problem).toEqual({ kind: 'message', key: 'commerce.basketChanged' })
    const screen = renderCheckout('en', stale.location!, now)
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'What you are buying changed in another window after this page was opened. Nothing was charged: check it below and pay again.',
    )

    // a form that does not say what it showed (a page from before this check) is sent back the same way
    const fresh = Object.fromEntries(screen.fieldsOf(newCardForm(screen)))
    const { basketSeen: seen, ...blind } = fresh
    expect(seen).not.toBe(giftCard.basketSeen)
    expect(await post(routes.purchase, '/purchase', { ...blind, intent: 'pay', ...card })).toEqual({
      status: 302,
      location: '/purchase?problem=basketChanged',
    })

    // the page as it is now goes on to pay: this card asks the bank first; cancelled there, nothing is charged
    const paying = await post(routes.purchase, '/purchase', { ...fresh, intent: 'pay', ...card })
    expect(paying.status).toBe(302)
    const asked = new URL(paying.location!, 'http://app.test')
    expect(asked.pathname).toBe('/payment-authorization')
    const authorization = await load<Authorization>(routes.authorization, asked.pathname + asked.search)
    const cancelled = await post(routes.authorization, asked.pathname + asked.search, {
      basketId: authorization.basketId,
      ...(authorization.paymentId ? { paymentId: authorization.paymentId } : {}),
      intent: 'cancel',
    })
    expect(cancelled).toEqual({ status: 302, location: '/purchase?problem=authFailed' })
  })

  it('the zero-balance page pays the basket it shows, and only while the basket still says the same', async () => {
    const zeroBalance = { providerId: 'zero_balance' }
    // a plan, then a voucher that leaves nothing to pay today, applied on the platform directly
    const offered = await load<Checkout>(routes.purchase, '/purchase?change=1')
    const plans = renderCheckout('en', '/purchase?change=1', offered)
    const choose = plans.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).closest('form')!
    expect((await post(routes.purchase, '/purchase', { ...Object.fromEntries(plans.fieldsOf(choose)), intent: 'select' })).status).toBe(302)
    const { client } = await platformFor(new Request('http://app.test/pay/zero_balance', { headers: { cookie } }), context(), 'en')
    const basket = await commerceCalls(client).basket()
    await commerceCalls(client).applyVoucher('FREEMONTH', basket!.id)

    const zero = await load<{ view: string; basketSeen: string }>(routes.pay, '/pay/zero_balance', 'viewer', zeroBalance)
    expect(zero.view).toBe('zero')
    const { window, body } = serverRenderedPage({
      locale: 'en',
      Page: routes.pay.default,
      path: '/pay/zero_balance',
      routeId: 'pay',
      loaderData: zero,
    })
    const form = within(body).getByRole('button', { name: 'Continue' }).closest('form')!
    const fields = Object.fromEntries([...new window.FormData(form as never).entries()].map(([k, v]) => [k, String(v)]))
    expect(fields.basketSeen).toBe(zero.basketSeen)

    // sent after the voucher was taken off elsewhere: £9.99 would be due, so nothing is paid
    await commerceCalls(client).removeVoucher('FREEMONTH', basket!.id)
    expect(await post(routes.pay, '/pay/zero_balance', { ...fields, intent: 'payZero' })).toEqual({
      status: 302,
      location: '/purchase?problem=basketChanged',
    })
    expect((await load<Checkout>(routes.purchase, '/purchase')).basket?.status).toBe('OPEN')

    // with the voucher back, the page as the viewer sees it again pays: on to the confirmation
    await commerceCalls(client).applyVoucher('FREEMONTH', basket!.id)
    const again = await load<{ basketSeen: string }>(routes.pay, '/pay/zero_balance', 'viewer', zeroBalance)
    const paid = await post(routes.pay, '/pay/zero_balance', { ...fields, basketSeen: again.basketSeen, intent: 'payZero' })
    expect(paid.status).toBe(302)
    expect(new URL(paid.location!, 'http://app.test').pathname).toBe('/pay')
  })
})
