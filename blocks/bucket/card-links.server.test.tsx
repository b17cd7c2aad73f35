/**
 * The server's memory of card links (card-links.server.ts): a frozen card's link is built once per
 * set of props and handed to React again, with the markup a fresh build gives; anything that could
 * change is built every time.
 */
import { isValidElement, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { streamedMarkup as streamed } from '#tests/setup/streamed-markup.ts'
import { act } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localePath } from '#app/i18n/locale-path.ts'
import { card } from '../test-utils/fixtures.ts'
import { Card, cardLink, cardLinks, type CardProps } from './Card.tsx'
import { rememberCardLink } from './card-links.server.ts'

const labels = { live: 'Live', subscriptionRequired: 'Subscription required', signInToWatch: 'Sign in to watch', geoblocked: 'Geoblocked' }
const spanish = (path: string) => localePath('es', path)

function props(overrides: Partial<CardProps> = {}): CardProps {
  return {
    item: Object.freeze(card({ id: 'c1', accessLevel: 'DENIED', displayLiveBadge: true })),
    context: 'carousel',
    rowType: 'featured',
    isGuest: true,
    labels,
    idPrefix: 'row-c1',
    localizePath: spanish,
    ...overrides,
  }
}

describe('card links on the server', () => {
  beforeAll(async () => {
    await import('#app/entry.server.tsx')
  })
  afterAll(() => {
    cardLinks.remember = undefined
  })

  it('are remembered once the server entry is loaded', () => {
    expect(cardLinks.remember).toBe(rememberCardLink)
  })

  it('hand a frozen card with the same props the link built the first time, with the markup of a fresh one', () => {
    const build = vi.fn(cardLink)
    const first = props()
    const link = rememberCardLink(first, build)
    // the same values in new objects, as the next request's render has them
    const again = rememberCardLink({ ...first, labels: { ...labels }, state: 'active', extra: <button type="button">x</button> }, build)
    expect(again).toBe(link)
    expect(build).toHaveBeenCalledTimes(1)
    expect(renderToStaticMarkup(<>{again}</>)).toBe(renderToStaticMarkup(cardLink(first)))
    expect(renderToStaticMarkup(<>{again}</>)).toContain('href="/es/video/c1/title-c1"')
  })

  it.each<[string, Partial<CardProps>]>([
    ['eager', { eager: true }],
    ['idPrefix', { idPrefix: 'other-c1' }],
    ['rowType', { rowType: 'inline' }],
    ['displayPosters', { displayPosters: true }],
    ['hideMetadata', { hideMetadata: true }],
    ['metadataDisplayMode', { metadataDisplayMode: 'stacked' }],
    ['isGuest', { isGuest: false }],
    ['localizePath', { localizePath: (path: string) => localePath('pt', path) }],
    ['labels', { labels: { ...labels, subscriptionRequired: 'Suscripción necesaria' } }],
    ['context', { context: 'grid' }],
  ])('build the link again when %s differs', (_name, change) => {
    const item = Object.freeze(card({ id: 'c2', accessLevel: 'DENIED' }))
    const build = vi.fn(cardLink)
    const before = rememberCardLink(props({ item }), build)
    const after = rememberCardLink(props({ item, ...change }), build)
    expect(after).not.toBe(before)
    expect(build).toHaveBeenCalledTimes(2)
    expect(renderToStaticMarkup(<>{after}</>)).toBe(renderToStaticMarkup(cardLink(props({ item, ...change }))))
  })

  it('build a card that is not frozen every time: nothing says it has not changed', () => {
    const item = card({ id: 'c3' })
    const build = vi.fn(cardLink)
    const before = rememberCardLink(props({ item }), build)
    item.title = 'Renamed'
    const after = rememberCardLink(props({ item }), build)
    expect(build).toHaveBeenCalledTimes(2)
    expect(after).not.toBe(before)
    expect(renderToStaticMarkup(<>{after}</>)).toContain('Renamed')
  })

  it('keep the latest few versions of a card: the oldest is built again', () => {
    const item = Object.freeze(card({ id: 'c4' }))
    const build = vi.fn(cardLink)
    const first = rememberCardLink(props({ item, idPrefix: 'p0' }), build)
    for (let i = 1; i <= 4; i++) rememberCardLink(props({ item, idPrefix: `p${i}` }), build)
    expect(build).toHaveBeenCalledTimes(5)
    expect(rememberCardLink(props({ item, idPrefix: 'p4' }), build)).toBeDefined()
    expect(build).toHaveBeenCalledTimes(5)
    expect(rememberCardLink(props({ item, idPrefix: 'p0' }), build)).not.toBe(first)
    expect(build).toHaveBeenCalledTimes(6)
  })

  it('leave a card rendered through the memory as it is rendered without it, its state and control included', () => {
    const card = props({ state: 'before-active', extra: <button type="button">Add</button> })
    const remembered = renderToStaticMarkup(<Card {...card} />)
    cardLinks.remember = undefined
    try {
      expect(renderToStaticMarkup(<Card {...card} />)).toBe(remembered)
    } finally {
      cardLinks.remember = rememberCardLink
    }
    expect(remembered).toMatch(
      /^<li[^>]*data-state="before-active"><a [^>]*href="\/es\/video\/c1\/title-c1".*<\/a><button type="button">Add<\/button><\/li>$/,
    )
  })

  it("hand React the link's inside as markup: the page the streaming renderer writes is the same, byte for byte", async () => {
    const cards: CardProps[] = [
      props({ idPrefix: 'r-c1' }),
      props({ item: Object.freeze(card({ id: 'c5', displayLiveBadge: true })), rowType: 'basic', idPrefix: 'r-c5', eager: true }),
      props({ item: Object.freeze(card({ id: 'c6', year: 2024, duration: 3600 })), metadataDisplayMode: 'stacked', idPrefix: 'r-c6' }),
      props({ item: Object.freeze(card({ id: 'c7', accessLevel: 'GRANTED_ON_SIGN_IN' })), hideMetadata: true, idPrefix: 'r-c7' }),
      props({ item: Object.freeze(card({ id: 'c8', title: 'Tom & "Jerry" <live>' })), displayPosters: true, idPrefix: 'r-c8' }),
    ]
    const list = () => (
      <ul>
        {cards.map((c) => (
          <Card key={c.idPrefix} {...c} />
        ))}
      </ul>
    )
    const remembered = rememberCardLink(cards[0]!, cardLink) as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>
    expect(isValidElement(remembered) && remembered.type).toBe('a')
    expect(remembered.props.dangerouslySetInnerHTML?.__html).toMatch(/^<div/)
    const withMemory = await streamed(list())
    cardLinks.remember = undefined
    try {
      expect(await streamed(list())).toBe(withMemory)
    } finally {
      cardLinks.remember = rememberCardLink
    }
    expect(withMemory).toContain('Tom &amp; &quot;Jerry&quot; &lt;live&gt;')
  })

  it('leave markup the browser hydrates as its own cards, without a mismatch and without rebuilding a link', async () => {
    const cards = [
      props({ idPrefix: 'h-c1' }),
      props({ item: Object.freeze(card({ id: 'c9' })), metadataDisplayMode: 'stacked', idPrefix: 'h-c9' }),
    ]
    const list = (
      <ul>
        {cards.map((c) => (
          <Card key={c.idPrefix} {...c} />
        ))}
      </ul>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(list)
    document.body.append(container)
    const links = Array.from(container.querySelectorAll('a'))
    const recoverable = vi.fn()
    // the browser has no memory: its cards are built as elements
    cardLinks.remember = undefined
    try {
      await act(async () => {
        hydrateRoot(container, list, { onRecoverableError: recoverable })
      })
      expect(recoverable).not.toHaveBeenCalled()
      const after = Array.from(container.querySelectorAll('a'))
      expect(after).toHaveLength(links.length)
      after.forEach((link, i) => expect(link).toBe(links[i]))
    } finally {
      cardLinks.remember = rememberCardLink
      container.remove()
    }
  })
})
