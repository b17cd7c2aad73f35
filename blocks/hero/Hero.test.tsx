import { screen, within } from '@testing-library/react'
import { renderWithRouter as render } from '../test-utils/router.tsx'
import { describe, expect, it, vi } from 'vitest'
import type { HeroBlock } from '#schemas/index.ts'
import { card, env } from '../test-utils/fixtures.ts'
import { Hero } from './Hero.tsx'
import { loadHero } from './hero.server.ts'
import { defaultPreferences, setAccountPreferences } from '#app/player/preferences.ts'

const base: HeroBlock = {
  type: 'hero',
  id: 'home-hero',
  title: 'Fight Night: Rivals',
  tagline: 'New',
  description: 'Two champions, one belt.',
  primaryButton: { ctaText: 'Watch now', link: '/video/1/fight-night-rivals' },
  secondaryButton: { ctaText: 'More info', link: '/series/9/rivals' },
  background: {
    imageUrl: '/img/hero.jpg',
    portraitImageUrl: '/img/hero-portrait.jpg',
    gradients: { bottom: true, left: true },
  },
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('Hero', () => {
  it('shows the title, tagline, description and both buttons', () => {
    render(<Hero block={base} data={{ content: null }} env={env()} />)
    const hero = screen.getByRole('region', { name: 'Fight Night: Rivals' })
    expect(within(hero).getByRole('heading', { name: 'Fight Night: Rivals' })).toBeInTheDocument()
    expect(within(hero).getByText('New')).toBeInTheDocument()
    expect(within(hero).getByText('Two champions, one belt.')).toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/video/1/fight-night-rivals')
    expect(within(hero).getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/series/9/rivals')
  })

  it('is the page heading (h1) when it opens the page, a section heading (h2) further down', () => {
    const { unmount } = render(<Hero block={base} data={{ content: null }} env={env({ index: 0 })} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Fight Night: Rivals' })).toBeInTheDocument()
    unmount()
    render(<Hero block={base} data={{ content: null }} env={env({ index: 2 })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Fight Night: Rivals' })).toBeInTheDocument()
  })

  it('shows a title image named by the title instead of the text title', () => {
    render(<Hero block={{ ...base, titleImage: '/img/logo.png' }} data={{ content: null }} env={env()} />)
    const img = screen.getByRole('img', { name: 'Fight Night: Rivals' })
    expect(img).toHaveAttribute('src', '/img/logo.png')
    expect(screen.getByRole('heading')).toContainElement(img)
  })

  it('loads the first hero image at once with high priority, a portrait source for narrow screens, and gradients per flag', () => {
    const { container } = render(<Hero block={base} data={{ content: null }} env={env({ index: 0 })} />)
    const bg = container.querySelector('picture img')
    expect(bg).toHaveAttribute('alt', '')
    expect(bg).toHaveAttribute('fetchpriority', 'high')
    expect(bg).toHaveAttribute('loading', 'eager')
    expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 768px)')
    expect(container.querySelector('picture source')).toHaveAttribute('srcset', '/img/hero-portrait.jpg')
    const sides = [...container.querySelectorAll('[data-gradient]')].map((el) => el.getAttribute('data-gradient'))
    expect(sides).toEqual(['bottom', 'left'])
  })

  it('gives every image its box before it loads (wide and portrait backgrounds, channel logo, title image), so nothing shifts', () => {
    const { container } = render(
      <Hero
        block={{ ...base, channelLogo: '/img/channel.svg', titleImage: '/img/title.svg' }}
        data={{ content: null }}
        env={env({ index: 0 })}
      />,
    )
    const size = (el: Element | null) => [el?.getAttribute('width'), el?.getAttribute('height')]
    expect(size(container.querySelector('picture img'))).toEqual(['1920', '820'])
    expect(size(container.querySelector('picture source'))).toEqual(['900', '1400'])
    expect(size(container.querySelector('img[src="/img/channel.svg"]'))).toEqual(['100', '40'])
    expect(size(screen.getByRole('img', { name: 'Fight Night: Rivals' }))).toEqual(['1200', '400'])
    expect(screen.getByRole('img', { name: 'Fight Night: Rivals' })).toHaveAttribute('loading', 'eager')
  })

  it('lazy-loads a hero further down the page', () => {
    const { container } = render(<Hero block={base} data={{ content: null }} env={env({ index: 3 })} />)
    expect(container.querySelector('picture img')).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('picture img')).not.toHaveAttribute('fetchpriority')
  })

  it('hides the parts switched off in heroComponentsDisplay', () => {
    render(
      <Hero
        block={{ ...base, heroComponentsDisplay: { tagline: false, description: false, buttons: false } }}
        data={{ content: null }}
        env={env()}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Fight Night: Rivals' })).toBeInTheDocument()
    expect(screen.queryByText('New')).not.toBeInTheDocument()
    expect(screen.queryByText('Two champions, one belt.')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  const animated: HeroBlock = {
    ...base,
    background: { ...base.background!, animatedBackground: { entityId: '7', entityType: 'LIVE', previewUrl: '/media/preview.mp4' } },
  }

  it('plays a muted looping preview when one is set and motion is welcome', () => {
    setReducedMotion(false)
    const { container } = render(<Hero block={animated} data={{ content: null }} env={env()} />)
    const video = container.querySelector('video')
    expect(video).not.toBeNull()
    expect(video).toHaveAttribute('src', '/media/preview.mp4')
    expect(video!.muted).toBe(true)
    expect(video).toHaveAttribute('loop')
    expect(video).toHaveAttribute('aria-hidden', 'true')
  })

  it("follows the viewer's preferences: no video background when they turn it off, sound only when both allow it", () => {
    setReducedMotion(false)
    try {
      setAccountPreferences({ ...defaultPreferences, videoBackgroundAutoPlay: false })
      const off = render(<Hero block={animated} data={{ content: null }} env={env()} />)
      expect(off.container.querySelector('video')).toBeNull()
      off.unmount()
      setAccountPreferences({ ...defaultPreferences, videoBackgroundAutoPlayAudio: true })
      const withSound = {
        ...animated,
        background: {
          ...animated.background!,
          animatedBackground: { ...animated.background!.animatedBackground!, isPreviewAudioOn: true },
        },
      }
      const loud = render(<Hero block={withSound} data={{ content: null }} env={env()} />)
      expect(loud.container.querySelector('video')!.muted).toBe(false)
    } finally {
      setAccountPreferences(null)
    }
  })

  it('keeps the still image when the visitor prefers reduced motion', () => {
    setReducedMotion(true)
    const { container } = render(<Hero block={animated} data={{ content: null }} env={env()} />)
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('picture img')).toBeInTheDocument()
  })

  it('shows a LIVE badge when the background entity is live', () => {
    render(<Hero block={animated} data={{ content: card({ id: '7', type: 'LIVE', displayLiveBadge: true }) }} env={env()} />)
    expect(screen.getByText('LIVE')).toBeInTheDocument()
  })
})

describe('loadHero', () => {
  const platform = { getBucket: vi.fn(), getPlugin: vi.fn(), getContent: vi.fn(async (id: string) => card({ id })) }
  const ctx = { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: 'https://watch.example.test' }

  it('fetches the animated background entity', async () => {
    const data = await loadHero(
      { ...base, background: { imageUrl: '/x.jpg', animatedBackground: { entityId: '7', entityType: 'VOD' } } },
      ctx,
    )
    expect(platform.getContent).toHaveBeenCalledWith('7')
    expect(data.content?.id).toBe('7')
  })

  it('answers no content without one', async () => {
    platform.getContent.mockClear()
    expect(await loadHero(base, ctx)).toEqual({ content: null })
    expect(platform.getContent).not.toHaveBeenCalled()
  })
})
