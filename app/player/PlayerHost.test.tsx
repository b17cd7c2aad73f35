// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { answerResourceFetches } from '#tests/setup/resource-fetch.ts'
import { renderWithRouter, setUpRouterComponentTests } from '#tests/setup/router-component.tsx'
import { PlayerHost } from './PlayerHost.tsx'
import type { PlaybackOutcome } from './types.ts'

setUpRouterComponentTests()

const checkout = (locale: Locale) =>
  `${localePath(locale, '/purchase')}?licences=premium-monthly%2Cpremium-yearly&redirectTo=${encodeURIComponent(localePath(locale, '/video/the-salt-road'))}`

/** A refusal as the playback resource route answers it: the licences' ids, and the offers the server read for the page's language. */
const denied = (locale: Locale, plans: string[]): PlaybackOutcome => ({
  kind: 'error',
  error: 'DENIED',
  licences: ['premium-monthly', 'premium-yearly'],
  status: 403,
  offers: plans.length ? [{ kind: 'subscribe', href: checkout(locale), plans }] : [],
})

/** The title's player on its page in `locale`; Play asks the resource route, which answers `outcome`. */
async function pressPlay(locale: Locale, outcome: PlaybackOutcome) {
  answerResourceFetches('/resources/playback/', () => outcome)
  const page = localePath(locale, '/video/the-salt-road')
  renderWithRouter(
    [
      {
        path: '*',
        Component: () => (
          <TranslationsProvider i18n={createI18n(locale, {})}>
            <PlayerHost kind="vod" id="the-salt-road" title="The Salt Road" isGuest={false} from={page} />
          </TranslationsProvider>
        ),
      },
    ],
    page,
  )
  const play = await screen.findByRole('button', { name: locale === 'es' ? 'Reproducir The Salt Road' : 'Play The Salt Road' })
  await userEvent.click(play)
  return screen.findByRole('alert')
}

describe('the player, refused for want of a plan', () => {
  it('names the plans that would open the title, never their licence ids, and links to subscribe', async () => {
    const alert = await pressPlay('en', denied('en', ['Marquee Premium: monthly', 'Marquee Premium: yearly']))
    expect(alert).toHaveTextContent('You need a subscription to watch this.')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marquee Premium: monthly', 'Marquee Premium: yearly'])
    expect(alert).not.toHaveTextContent('premium-monthly')
    expect(within(alert).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', checkout('en'))
  })

  it('says it all in the page’s language', async () => {
    const alert = await pressPlay('es', denied('es', ['Marquee Premium: mensual', 'Marquee Premium: anual']))
    expect(alert).toHaveTextContent('Necesitas una suscripción para verlo.')
    expect(alert).toHaveTextContent('Disponible con:')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marquee Premium: mensual', 'Marquee Premium: anual'])
    const subscribe = within(alert).getByRole('link', { name: 'Suscribirse' })
    expect(subscribe.getAttribute('href')).toBe(checkout('es'))
    expect(subscribe.getAttribute('href')).toMatch(/^\/es\//)
  })

  it('says a title for adults is for adults, offering no plan (the account may hold it already)', async () => {
    const alert = await pressPlay('es', { kind: 'error', error: 'AGE_RESTRICTED', licences: [], status: 403 })
    expect(alert).toHaveTextContent('Es solo para adultos, así que no se puede ver con este perfil.')
    expect(alert).not.toHaveTextContent('suscripción')
    expect(within(alert).queryByRole('link')).toBeNull()
  })

  it('offers no plan where none could be read, and still shows no ids', async () => {
    const alert = await pressPlay('en', denied('en', []))
    expect(alert).toHaveTextContent('You need a subscription to watch this.')
    expect(within(alert).queryAllByRole('listitem')).toHaveLength(0)
    expect(within(alert).queryByRole('link')).toBeNull()
    expect(alert).not.toHaveTextContent('premium')
  })
})
