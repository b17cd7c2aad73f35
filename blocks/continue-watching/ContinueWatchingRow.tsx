import { useId } from 'react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import type { HistoryEntry } from '#app/player/types.ts'
import type { BlockProps } from '../types.ts'
import { continueWatchingStrings } from './strings.ts'
import * as s from './continue-watching.css.ts'

/**
 * A row of the titles the signed-in viewer started and has not finished, the latest watched
 * first; each card resumes the title where they left off (ContinueWatching.tsx decides whether
 * there is a row at all).
 */
export function ContinueWatchingRow({ block, data, env }: BlockProps<'continueWatching'>) {
  const { t } = useT(continueWatchingStrings)
  const headingId = useId()
  const heading = typeof block.title === 'string' && block.title ? block.title : t('continueWatching:continueWatching.title')
  return (
    <section className={s.row} aria-labelledby={headingId} data-block="continueWatching">
      <h2 id={headingId} className={s.heading}>
        {heading}
      </h2>
      <ul className={s.track}>
        {data.items.map((item, i) => (
          <ResumeCard key={item.id} item={item} eager={env.index < 2 && i < 4} />
        ))}
      </ul>
    </section>
  )
}

function ResumeCard({ item, eager }: { item: HistoryEntry; eager: boolean }) {
  const { t } = useT(continueWatchingStrings)
  const percent = item.duration ? Math.round(Math.min(1, item.position / item.duration) * 100) : 0
  return (
    <li className={s.card}>
      {/* the video page resumes where the viewer left off (the manifest answers the position) */}
      <LocaleLink
        to={`/video/${encodeURIComponent(item.id)}`}
        className={s.link}
        aria-label={t('continueWatching:continueWatching.resume', { title: item.title })}
      >
        <img className={s.thumb} src={item.thumbnailUrl} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} />
        <span className={s.title}>{item.title}</span>
      </LocaleLink>
      <div
        className={s.progress}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('continueWatching:continueWatching.progress', { percent })}
      >
        <span className={s.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </li>
  )
}
