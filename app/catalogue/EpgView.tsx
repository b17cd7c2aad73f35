import { useId } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import { fallbackSettings } from '#app/cms/settings.ts'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import type { EpgChannel, EpgProgramme, Paging } from '#app/platform/types.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { RootData } from '#app/root.server.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { hrefWith } from './Pager.tsx'
import { defineStrings } from '#app/i18n/namespace.ts'
import { useT } from '#app/i18n/t.ts'
import { formatDay } from '#app/i18n/format.ts'
import * as c from './catalogue.css.ts'
import * as s from './EpgView.css.ts'

/** A channel of the guide with its two live links: plain ("Watch live") and from the beginning. */
export type EpgChannelLinks = EpgChannel & { liveHref: string; beginningHref: string }

/** What the TV guide page shows; the epg route's loader builds it. */
export interface EpgData {
  locale: Locale
  isGuest: boolean
  day: string
  isToday: boolean
  previousDay: string
  nextDay: string
  pathname: string
  /** One channel alone (its programmes paged), or the channel page. */
  channel: string | null
  channelCursor: string | null
  programmeCursor: string | null
  channels: EpgChannelLinks[]
  paging: Paging
  nowAndNext: EpgChannelLinks[]
  loginHref: string
  /**
   * Today, the channels' programmes start with the current hour (ISO instant), so the one on now
   * is always among a channel's first programmes; null on other days (the whole day).
   */
  rowsFrom: string | null
}

/** Default strings of the guide per locale; a CMS labels document may override any key. */
const en = {
  'epg.title': 'TV guide',
  'epg.pageTitle': 'TV guide {{day}}',
  'epg.dayOf': 'Programmes for {{day}}. Times are in UTC.',
  'epg.days': 'Days',
  'epg.previousDay': 'Previous day',
  'epg.nextDay': 'Next day',
  'epg.today': 'Today',
  'epg.onNowTitle': 'On now',
  'epg.onNow': 'On now',
  'epg.next': 'Next',
  'epg.programmesOf': 'Programmes on {{channel}}',
  'epg.noProgrammes': 'Nothing scheduled on this day.',
  'epg.noChannels': 'No channels to show.',
  'epg.startFromBeginning': 'Start from beginning',
  'epg.watchLive': 'Watch live',
  'epg.subscriptionRequired': 'Subscription required',
  'epg.seePlans': 'See plans',
  'epg.signInToWatch': 'Sign in to watch',
  'epg.moreProgrammes': 'More programmes on {{channel}}',
  'epg.allChannels': 'All channels',
  'epg.moreChannels': 'More channels',
  'epg.firstChannels': 'First channels',
  'epg.earlierProgrammes': 'Earlier programmes',
  'epg.laterProgrammes': 'Later programmes',
  'epg.todayFrom': 'Today the channels’ programmes start at {{time}}, the hour on now.',
} as const
type EpgKey = keyof typeof en

const es: Record<EpgKey, string> = {
  'epg.title': 'Guía de programación',
  'epg.pageTitle': 'Guía de programación {{day}}',
  'epg.dayOf': 'Programas del {{day}}. Horas en UTC.',
  'epg.days': 'Días',
  'epg.previousDay': 'Día anterior',
  'epg.nextDay': 'Día siguiente',
  'epg.today': 'Hoy',
  'epg.onNowTitle': 'Ahora en emisión',
  'epg.onNow': 'En emisión',
  'epg.next': 'A continuación',
  'epg.programmesOf': 'Programas de {{channel}}',
  'epg.noProgrammes': 'No hay nada programado este día.',
  'epg.noChannels': 'No hay canales.',
  'epg.startFromBeginning': 'Ver desde el principio',
  'epg.watchLive': 'Ver en directo',
  'epg.subscriptionRequired': 'Suscripción necesaria',
  'epg.seePlans': 'Ver planes',
  'epg.signInToWatch': 'Inicia sesión para verlo',
  'epg.moreProgrammes': 'Más programas de {{channel}}',
  'epg.allChannels': 'Todos los canales',
  'epg.moreChannels': 'Más canales',
  'epg.firstChannels': 'Primeros canales',
  'epg.earlierProgrammes': 'Programas anteriores',
  'epg.laterProgrammes': 'Programas posteriores',
  'epg.todayFrom': 'Hoy los programas de cada canal empiezan a las {{time}}, la hora en curso.',
}

const pt: Record<EpgKey, string> = {
  'epg.title': 'Guia de programação',
  'epg.pageTitle': 'Guia de programação {{day}}',
  'epg.dayOf': 'Programas de {{day}}. Horários em UTC.',
  'epg.days': 'Dias',
  'epg.previousDay': 'Dia anterior',
  'epg.nextDay': 'Dia seguinte',
  'epg.today': 'Hoje',
  'epg.onNowTitle': 'Agora em emissão',
  'epg.onNow': 'Em emissão',
  'epg.next': 'A seguir',
  'epg.programmesOf': 'Programas de {{channel}}',
  'epg.noProgrammes': 'Nada programado neste dia.',
  'epg.noChannels': 'Não há canais.',
  'epg.startFromBeginning': 'Ver do início',
  'epg.watchLive': 'Ver em direto',
  'epg.subscriptionRequired': 'Subscrição necessária',
  'epg.seePlans': 'Ver planos',
  'epg.signInToWatch': 'Inicie sessão para ver',
  'epg.moreProgrammes': 'Mais programas de {{channel}}',
  'epg.allChannels': 'Todos os canais',
  'epg.moreChannels': 'Mais canais',
  'epg.firstChannels': 'Primeiros canais',
  'epg.earlierProgrammes': 'Programas anteriores',
  'epg.laterProgrammes': 'Programas seguintes',
  'epg.todayFrom': 'Hoje os programas de cada canal começam às {{time}}, a hora em curso.',
}

export const epgStrings = defineStrings('epg', en, es, pt)

/** "14:05" of an ISO instant, in UTC: server and browser render the same text. */
const utcTime = (iso: string) => iso.slice(11, 16)

type Channel = EpgData['channels'][number]

function Times({ programme }: { programme: EpgProgramme }) {
  return (
    <p className={s.small}>
      <time dateTime={programme.startDate}>{utcTime(programme.startDate)}</time>–
      <time dateTime={programme.endDate}>{utcTime(programme.endDate)}</time> UTC
      {programme.episode ? <> · {programme.episode}</> : null}
    </p>
  )
}

/**
 * What the programme on now offers: DENIED says so, sign-in channels
 * offer sign-in to guests, and a GRANTED channel (with EPG playback on) offers both playback links,
 * the realm's playback status deciding which comes first.
 */
function NowActions({
  channel,
  isGuest,
  loginHref,
  describedBy,
}: {
  channel: Channel
  isGuest: boolean
  loginHref: string
  describedBy: string
}) {
  const { t } = useT(epgStrings)
  const root = useRouteLoaderData('root') as RootData | undefined
  const settings = root?.settings ?? fallbackSettings
  const access: EpgChannel['accessLevel'] = channel.accessLevel === 'GRANTED_ON_SIGN_IN' && !isGuest ? 'GRANTED' : channel.accessLevel
  // The channel's own page names the plans that open it and starts their checkout.
  if (access === 'DENIED')
    return (
      <div className={s.actions}>
        <p className={c.statusText}>{t('epg:epg.subscriptionRequired')}</p>
        <ButtonLink href={channel.liveHref} size="small" aria-describedby={describedBy} data-action="plans">
          {t('epg:epg.seePlans')}
        </ButtonLink>
      </div>
    )
  if (access === 'GRANTED_ON_SIGN_IN')
    return (
      <div className={s.actions}>
        <ButtonLink href={loginHref} size="small" variant="primary" aria-describedby={describedBy}>
          {t('epg:epg.signInToWatch')}
        </ButtonLink>
      </div>
    )
  if (!settings.features?.epgPlayback) return null
  const fromBeginning = { key: 'beginning', href: channel.beginningHref, label: t('epg:epg.startFromBeginning') }
  const live = { key: 'live', href: channel.liveHref, label: t('epg:epg.watchLive') }
  const ordered = settings.epgPlaybackStatus === 'START_FROM_BEGINNING' ? [fromBeginning, live] : [live, fromBeginning]
  return (
    <div className={s.actions}>
      {ordered.map((a, i) => (
        <ButtonLink
          key={a.key}
          href={a.href}
          size="small"
          variant={i === 0 ? 'primary' : undefined}
          aria-describedby={describedBy}
          data-action={a.key}
        >
          {a.label}
        </ButtonLink>
      ))}
    </div>
  )
}

function OnNowBadge() {
  const { t } = useT(epgStrings)
  return <span className={c.liveBadge}>{t('epg:epg.onNow')}</span>
}

/** A now-and-next card: the channel, its programme on now (with its actions) and the one after. */
function NowAndNextCard({ channel, isGuest, loginHref }: { channel: Channel; isGuest: boolean; loginHref: string }) {
  const { t } = useT(epgStrings)
  const id = useId()
  const [current, next] = channel.programmes[0]?.isLive ? [channel.programmes[0], channel.programmes[1]] : [null, channel.programmes[0]]
  return (
    <li className={current ? s.liveCard : s.card} aria-labelledby={`${id}-channel`}>
      <h3 id={`${id}-channel`} className={s.channelHead}>
        {channel.logoUrl ? <img className={s.logo} src={channel.logoUrl} alt="" width={40} height={40} /> : null}
        {channel.name}
      </h3>
      {current ? (
        <>
          <OnNowBadge />
          <p id={`${id}-now`} className={s.programmeTitle}>
            {current.title}
          </p>
          <Times programme={current} />
          <NowActions channel={channel} isGuest={isGuest} loginHref={loginHref} describedBy={`${id}-channel ${id}-now`} />
        </>
      ) : null}
      {next ? (
        <p className={s.small}>
          {t('epg:epg.next')}: {next.title} · <time dateTime={next.startDate}>{utcTime(next.startDate)}</time> UTC
        </p>
      ) : null}
    </li>
  )
}

function ProgrammeCard({
  programme,
  channel,
  isGuest,
  loginHref,
}: {
  programme: EpgProgramme
  channel: Channel
  isGuest: boolean
  loginHref: string
}) {
  const id = useId()
  return (
    <li className={s.rowItem} aria-current={programme.isLive ? 'time' : undefined}>
      <article className={programme.isLive ? s.liveCard : s.card} aria-labelledby={`${id}-title`} style={{ width: '100%' }}>
        {programme.isLive ? <OnNowBadge /> : null}
        <h3 id={`${id}-title`} className={s.programmeTitle}>
          {programme.title}
        </h3>
        <Times programme={programme} />
        {programme.isLive ? <NowActions channel={channel} isGuest={isGuest} loginHref={loginHref} describedBy={`${id}-title`} /> : null}
      </article>
    </li>
  )
}

function ChannelRow({ channel, data }: { channel: Channel; data: EpgData }) {
  const { t } = useT(epgStrings)
  const id = useId()
  const dayQuery = { day: data.isToday ? null : data.day }
  const more =
    !data.channel && channel.programmes.length >= PAGE_SIZES.epgProgrammes
      ? hrefWith(data.pathname, { ...dayQuery, channel: channel.eventId, lastSeen: channel.programmes.length })
      : null
  return (
    <section className={c.section} aria-labelledby={`${id}-name`} data-channel={channel.eventId}>
      <h2 id={`${id}-name`} className={s.channelHead}>
        {channel.logoUrl ? <img className={s.logo} src={channel.logoUrl} alt="" width={40} height={40} /> : null}
        {channel.name}
      </h2>
      {channel.accessLevel === 'DENIED' ? <p className={s.small}>{t('epg:epg.subscriptionRequired')}</p> : null}
      {channel.programmes.length > 0 ? (
        // The row scrolls sideways from tablets up: a labelled region in the Tab order, so a
        // keyboard can reach and scroll it even where no programme in it has a button.
        <div className={s.rowScroller} role="region" tabIndex={0} aria-label={t('epg:epg.programmesOf', { channel: channel.name })}>
          <ol className={s.row} aria-label={t('epg:epg.programmesOf', { channel: channel.name })}>
            {channel.programmes.map((p) => (
              <ProgrammeCard key={p.id} programme={p} channel={channel} isGuest={data.isGuest} loginHref={data.loginHref} />
            ))}
          </ol>
        </div>
      ) : (
        <p className={c.muted}>{t('epg:epg.noProgrammes')}</p>
      )}
      {more ? (
        <div>
          <ButtonLink href={more} size="small">
            {t('epg:epg.moreProgrammes', { channel: channel.name })}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  )
}

/** Stands for the day in the "Programmes of {{day}}" sentence until the day is put in as a <time>. */
const DAY_SLOT = '\u0000day\u0000'

/** The guide's day in the sentence, as people read it ("martes, 24 de noviembre"), with its ISO date for machines. */
function DayOf({ day, locale, text }: { day: string; locale: Locale; text: string }) {
  const [before, after = ''] = text.split(DAY_SLOT)
  return (
    <>
      {before}
      <time dateTime={day}>{formatDay(day, locale)}</time>
      {after}
    </>
  )
}

/** The programme guide: day links, now-and-next cards (today), then each channel's programmes in time order. */
export function EpgView({ data }: { data: EpgData }) {
  const { t } = useT(epgStrings)
  const titleId = useId()
  const nowId = useId()
  const today = hrefWith(data.pathname, {})
  const dayHref = (day: string) => hrefWith(data.pathname, { day })
  const dayQuery = { day: data.isToday ? null : data.day }

  let previous: string | null = null
  let next: string | null = null
  if (data.channel) {
    const seen = Number(data.programmeCursor ?? 0)
    previous =
      seen > 0
        ? hrefWith(data.pathname, { ...dayQuery, channel: data.channel, lastSeen: Math.max(0, seen - PAGE_SIZES.epgProgrammes) || null })
        : null
    next =
      data.paging.moreDataAvailable && data.paging.lastSeen
        ? hrefWith(data.pathname, { ...dayQuery, channel: data.channel, lastSeen: data.paging.lastSeen })
        : null
  } else {
    previous = data.channelCursor ? hrefWith(data.pathname, dayQuery) : null
    next =
      data.paging.moreDataAvailable && data.paging.lastSeen ? hrefWith(data.pathname, { ...dayQuery, after: data.paging.lastSeen }) : null
  }

  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {t('epg:epg.title')}
      </h1>
      <p className={c.muted}>
        <DayOf day={data.day} locale={data.locale} text={t('epg:epg.dayOf', { day: DAY_SLOT })} />
      </p>
      {data.rowsFrom ? <p className={c.muted}>{t('epg:epg.todayFrom', { time: utcTime(data.rowsFrom) })}</p> : null}
      <nav aria-label={t('epg:epg.days')} className={s.dayNav}>
        <ButtonLink href={dayHref(data.previousDay)} size="small" rel="prev">
          {t('epg:epg.previousDay')}
        </ButtonLink>
        {data.isToday ? null : (
          <ButtonLink href={today} size="small">
            {t('epg:epg.today')}
          </ButtonLink>
        )}
        <ButtonLink href={dayHref(data.nextDay)} size="small" rel="next">
          {t('epg:epg.nextDay')}
        </ButtonLink>
      </nav>

      {data.nowAndNext.length > 0 ? (
        <section className={c.section} aria-labelledby={nowId}>
          <h2 id={nowId} className={c.sectionHeading}>
            {t('epg:epg.onNowTitle')}
          </h2>
          <ul className={s.nowGrid}>
            {data.nowAndNext.map((ch) => (
              <NowAndNextCard key={ch.eventId} channel={ch} isGuest={data.isGuest} loginHref={data.loginHref} />
            ))}
          </ul>
        </section>
      ) : null}

      {data.channel ? (
        <div>
          <ButtonLink href={hrefWith(data.pathname, dayQuery)} size="small">
            {t('epg:epg.allChannels')}
          </ButtonLink>
        </div>
      ) : null}

      {data.channels.length > 0 ? (
        <div className={s.channels}>
          {data.channels.map((ch) => (
            <ChannelRow key={ch.eventId} channel={ch} data={data} />
          ))}
        </div>
      ) : (
        <p className={c.muted}>{t('epg:epg.noChannels')}</p>
      )}

      {data.channel ? (
        <PagerLinks
          previous={previous}
          next={next}
          previousLabel={t('epg:epg.earlierProgrammes')}
          nextLabel={t('epg:epg.laterProgrammes')}
        />
      ) : (
        <PagerLinks previous={previous} next={next} previousLabel={t('epg:epg.firstChannels')} nextLabel={t('epg:epg.moreChannels')} />
      )}
    </section>
  )
}

/** Page links with the guide's own words (the shared Pager says "Previous page" / "Next page"). */
function PagerLinks({
  previous,
  next,
  previousLabel,
  nextLabel,
}: {
  previous: string | null
  next: string | null
  previousLabel: string
  nextLabel: string
}) {
  if (!previous && !next) return null
  return (
    <nav aria-label={`${previousLabel} / ${nextLabel}`} className={c.pager}>
      {previous ? (
        <ButtonLink href={previous} rel="prev" size="small">
          {previousLabel}
        </ButtonLink>
      ) : null}
      {next ? (
        <ButtonLink href={next} rel="next" size="small" variant="primary">
          {nextLabel}
        </ButtonLink>
      ) : null}
    </nav>
  )
}
