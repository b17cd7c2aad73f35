/**
 * The server's memory of card toggles (card-toggles.server.tsx): a card's favourites toggle is
 * written once per title, state, page and strings, with the markup the toggle's own render gives,
 * byte for byte, in each language (the browser's hydration of it: card-toggles.hydrated.test.tsx).
 *
 * The server installs the memory in production only; React here is its development build, which
 * warns when the toggle's strings are provided inside the page's render, so each test allows that.
 */
import { renderToString } from 'react-dom/server'
import { streamedMarkup as streamed } from '#tests/setup/streamed-markup.ts'
import { toggleRow } from './test-utils/toggle-row.tsx'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import { cardToggles, type CardFavouriteToggleProps } from './CardFavouriteToggle.tsx'
import { RememberedCardToggle } from './card-toggles.server.tsx'

const english = createI18n('en', {})
const spanish = createI18n('es', { 'favourites.addTitle': 'Guardar {{title}}' })

const props = (overrides: Partial<CardFavouriteToggleProps> = {}): CardFavouriteToggleProps => ({
  contentId: 'the-salt-road',
  title: 'The Salt Road',
  favourite: false,
  redirectTo: '/home',
  ...overrides,
})

/** `render()` with and without the server's memory. */
async function bothWays(render: () => Promise<string> | string) {
  cardToggles.Remembered = RememberedCardToggle
  const remembered = await render()
  cardToggles.Remembered = undefined
  try {
    return { remembered, plain: await render() }
  } finally {
    cardToggles.Remembered = RememberedCardToggle
  }
}

describe('card toggles on the server', () => {
  beforeEach(() => {
    cardToggles.Remembered = RememberedCardToggle
    allowConsole('error', /Detected multiple renderers concurrently rendering the same context provider/)
  })
  afterAll(() => {
    cardToggles.Remembered = undefined
  })

  it('write the markup the toggle renders, byte for byte, in each language, state and page', async () => {
    const toggles = [
      props(),
      props({ contentId: 'kingdom-of-tides', title: 'Kingdom of Tides', favourite: true }),
      props({ contentId: 'odd', title: `Tom & "Jerry's" <Night>`, redirectTo: '/es/inicio?row.a=10&x="1"' }),
    ]
    for (const i18n of [english, spanish]) {
      const { remembered, plain } = await bothWays(() => streamed(toggleRow(i18n, toggles)))
      expect(remembered).toBe(plain)
      // and again, now from the memory
      expect(await streamed(toggleRow(i18n, toggles))).toBe(plain)
    }
    const spanishRow = await streamed(toggleRow(spanish, toggles))
    expect(spanishRow).toContain('action="/es/favoritos"')
    expect(spanishRow).toContain('aria-label="Guardar The Salt Road"')
    expect(spanishRow).toContain('aria-label="Quitar Kingdom of Tides de favoritos"')
    expect(spanishRow).toContain('value="/es/inicio?row.a=10&amp;x=&quot;1&quot;"')
  })

  it('hand out the same toggle for the same title, state, page and strings, and another for any other', () => {
    const element = (p: CardFavouriteToggleProps, i18n = english) => {
      let toggle: unknown
      function Probe() {
        toggle = RememberedCardToggle(p)
        return null
      }
      renderToString(
        <TranslationsProvider i18n={i18n}>
          <Probe />
        </TranslationsProvider>,
      )
      return toggle
    }
    const first = element(props({ contentId: 'memo-1' }))
    expect(element(props({ contentId: 'memo-1' }))).toBe(first)
    for (const other of [
      props({ contentId: 'memo-1', favourite: true }),
      props({ contentId: 'memo-1', redirectTo: '/browse' }),
      props({ contentId: 'memo-1', title: 'Renamed' }),
      props({ contentId: 'memo-2' }),
    ])
      expect(element(other)).not.toBe(first)
    expect(element(props({ contentId: 'memo-1' }), spanish)).not.toBe(first)
  })
})
