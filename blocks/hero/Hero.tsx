import { lazy, Suspense, useId, useState, type MouseEvent } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { breakpoints } from '#app/styles/theme.css.ts'
import type { BlockProps } from '../types.ts'
import { Gradients } from '#blocks/shared/Gradients.tsx'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { usePrefersReducedMotion } from '#app/utils/usePrefersReducedMotion.ts'
import * as s from './hero.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { readPreferences } from '#app/player/preferences.ts'

/** The full player, loaded only when a viewer starts the animated background's entity. */
const PlayerHost = lazy(() => import('#app/player/PlayerHost.tsx').then((m) => ({ default: m.PlayerHost })))

/** A plain left click (not one asking for a new tab or window). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The hero is the page's largest paint: the first one loads its image at once and first. */
function imagePriority(index: number) {
  return index === 0
    ? ({ loading: 'eager', fetchpriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
}

/*
 * The boxes the hero's images are drawn in, fixed before they load so nothing moves when they
 * arrive (the shapes of the realm's artwork: backgrounds 1920×820 wide and 900×1400 portrait,
 * channel logos 5:2, title treatments 3:1). A picture of another shape is fitted inside its box.
 * The artwork is SVG, so one file serves every width: there is no width list for srcset.
 */
const WIDE = { width: 1920, height: 820 } as const
const PORTRAIT = { width: 900, height: 1400 } as const
const CHANNEL_LOGO = { width: 100, height: 40 } as const
const TITLE_IMAGE = { width: 1200, height: 400 } as const

export function Hero({ block, data, env }: BlockProps<'hero'>) {
  const { t } = useT(commonStrings)
  const headingId = useId()
  const show = { title: true, tagline: true, description: true, channelLogo: true, buttons: true, ...block.heroComponentsDisplay }
  const background = block.background
  const animated = background?.animatedBackground
  const previewUrl = animated?.previewUrl
  // The call to action turns the animated background into the full player; without JavaScript it stays a link to the item's page.
  const [playing, setPlaying] = useState(false)
  const textAlignment = block.textAlignment ?? 'left'
  const heading = block.title ?? ''
  const hasHeading = show.title && (Boolean(block.titleImage) || Boolean(heading))
  // A hero that opens the page is its main heading (the page view leaves out its own <h1> then).
  const Heading = env.index === 0 ? 'h1' : 'h2'

  if (playing && animated) {
    return (
      <section className={s.playerRoot} aria-label={heading || data.content?.title || t('common:hero.label')} data-block="hero">
        <div className={s.playerSlot}>
          <Suspense fallback={<div className={s.playerFallback} aria-busy="true" />}>
            <PlayerHost
              kind={animated.entityType === 'LIVE' ? 'live' : 'vod'}
              id={animated.entityId}
              title={data.content?.title ?? heading}
              posterUrl={background?.imageUrl}
              isGuest={env.viewer.isGuest}
              autoStart
            />
          </Suspense>
        </div>
      </section>
    )
  }

  return (
    <section
      className={s.root}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : t('common:hero.label')}
      data-block="hero"
    >
      <div className={s.backdrop}>
        {background ? (
          <picture className={s.picture}>
            {background.portraitImageUrl ? (
              <source media={`(max-width: ${breakpoints.tablet}px)`} srcSet={background.portraitImageUrl} {...PORTRAIT} />
            ) : null}
            <img className={s.backgroundImage} src={background.imageUrl} alt="" {...WIDE} {...imagePriority(env.index)} />
          </picture>
        ) : null}
        {previewUrl ? (
          <HeroPreview src={previewUrl} poster={background?.imageUrl} offersSound={Boolean(animated?.isPreviewAudioOn)} />
        ) : null}
        <Gradients flags={background?.gradients} />
      </div>

      <div
        className={s.content({
          alignHorizontal: block.alignmentHorizontal ?? 'left',
          alignVertical: block.alignmentVertical ?? 'bottom',
          textAlignment,
        })}
      >
        <div className={`${s.inner} ${s.stackAlign({ textAlignment })}`}>
          {show.channelLogo && block.channelLogo ? (
            <img
              className={s.channelLogo}
              src={block.channelLogo}
              alt=""
              {...CHANNEL_LOGO}
              loading={env.index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          {show.tagline && block.tagline ? <p className={s.tagline}>{block.tagline}</p> : null}
          {data.content?.displayLiveBadge ? <p className={s.liveBadge}>{t('common:card.live')}</p> : null}
          {hasHeading ? (
            <Heading id={headingId} className={s.title}>
              {block.titleImage ? (
                <img
                  className={s.titleImage}
                  src={block.titleImage}
                  alt={heading || data.content?.title || ''}
                  {...TITLE_IMAGE}
                  loading={env.index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : (
                heading
              )}
            </Heading>
          ) : null}
          {show.description && block.description ? <p className={s.description}>{block.description}</p> : null}
          {show.buttons && (block.primaryButton || block.secondaryButton) ? (
            <div className={s.buttons}>
              {block.primaryButton ? (
                <ButtonLink
                  variant="primary"
                  href={block.primaryButton.link}
                  onClick={
                    animated
                      ? (event) => {
                          if (!isPlainClick(event)) return
                          event.preventDefault()
                          setPlaying(true)
                        }
                      : undefined
                  }
                >
                  {block.primaryButton.ctaText}
                </ButtonLink>
              ) : null}
              {block.secondaryButton ? (
                <ButtonLink variant="secondary" href={block.secondaryButton.link}>
                  {block.secondaryButton.ctaText}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** Stands in for a hero whose data is still streaming: the same box, busy. */
export function HeroSkeleton() {
  const { t } = useT(commonStrings)
  return <section className={s.root} aria-busy="true" aria-label={t('common:hero.loading')} data-skeleton="hero" />
}

/**
 * The animated background's decorative preview: only once the page is hydrated and we know the
 * visitor hasn't asked for reduced motion, and when their preferences let banners play video
 * (videoBackgroundAutoPlay). It is silent unless they also let it play with sound and the banner
 * offers sound (isPreviewAudioOn). A component of its own so that what it learns once hydration
 * ends re-renders the video alone, not the whole hero.
 */
function HeroPreview({ src, poster, offersSound }: { src: string; poster: string | undefined; offersSound: boolean }) {
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  if (!hydrated || reducedMotion !== false) return null
  const prefs = readPreferences()
  if (prefs?.videoBackgroundAutoPlay === false) return null
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a muted, aria-hidden background preview; the title's own player carries its subtitles
    <video
      className={s.backgroundVideo}
      src={src}
      poster={poster}
      muted={!(prefs?.videoBackgroundAutoPlayAudio && offersSound)}
      loop
      playsInline
      autoPlay
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-preview"
    />
  )
}
