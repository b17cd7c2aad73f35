import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import type { FighterData } from './fighters.server.ts'
import { formatDate } from '#app/i18n/format.ts'
import { type EditorialKey } from './strings.ts'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

/** FIGHTER: who they are, the record (wins–losses–no contests), the record by result method and outcome, and the fights. */
export function FighterView({ data }: { data: FighterData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const { fighter, locale } = data
  const { record } = fighter
  const counts = { wins: record.wins, losses: record.losses, noContests: record.noContests }
  const initials = fighter.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  const facts = [
    fighter.weightClass,
    fighter.champion ? t('editorial:fighters.champion') : fighter.rank !== null ? t('editorial:fighters.rank', { rank: fighter.rank }) : t('editorial:fighters.unranked'),
    fighter.country,
  ].filter((f): f is string => Boolean(f))
  const method = (m: string) => t(`editorial:fighters.method.${m}` as `editorial:${EditorialKey}`)
  const outcome = (o: string) => t(`editorial:fighters.outcome.${o}` as `editorial:${EditorialKey}`)

  return (
    <article className={c.page} aria-labelledby={titleId}>
      <div>
        <ButtonLink href={data.backHref} size="small">
          {t('editorial:fighters.allFighters')}
        </ButtonLink>
      </div>
      <header className={s.filterHeader}>
        <span className={s.monogramLarge} aria-hidden="true">
          {initials}
        </span>
        <div className={c.headerText}>
          <h1 id={titleId} className={c.title}>
            {fighter.name}
          </h1>
          {fighter.nickname ? <p className={c.subtitle}>“{fighter.nickname}”</p> : null}
          <ul className={c.facts}>
            {facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </header>

      <section className={c.section} aria-label={t('editorial:fighters.record')}>
        <p className={s.recordBig}>
          <span aria-hidden="true">{t('editorial:fighters.recordShort', counts)}</span>
          <span className={s.recordWords}>
            {t('editorial:fighters.recordLabel', counts)}
          </span>
        </p>
        <div className={s.tableWrap} tabIndex={0} role="region" aria-label={t('editorial:fighters.byMethod')}>
          <table className={s.table}>
            <caption className={s.caption}>{t('editorial:fighters.byMethod')}</caption>
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  {t('editorial:fighters.method')}
                </th>
                <th scope="col" className={s.numberCell}>
                  {t('editorial:fighters.wins')}
                </th>
                <th scope="col" className={s.numberCell}>
                  {t('editorial:fighters.losses')}
                </th>
                <th scope="col" className={s.numberCell}>
                  {t('editorial:fighters.noContests')}
                </th>
              </tr>
            </thead>
            <tbody>
              {record.byMethod.map((m) => (
                <tr key={m.method}>
                  <th scope="row" className={s.cell}>
                    {method(m.method)}
                  </th>
                  <td className={s.numberCell}>{m.wins}</td>
                  <td className={s.numberCell}>{m.losses}</td>
                  <td className={s.numberCell}>{m.noContests}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={s.cell}>
                  {t('editorial:fighters.total')}
                </th>
                <td className={s.numberCell}>{record.wins}</td>
                <td className={s.numberCell}>{record.losses}</td>
                <td className={s.numberCell}>{record.noContests}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className={c.section}>
        {data.bouts.length > 0 ? (
          <div className={s.tableWrap} tabIndex={0} role="region" aria-label={t('editorial:fighters.bouts')}>
            <table className={s.table}>
              <caption className={s.caption}>{t('editorial:fighters.bouts')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={s.cell}>{t('editorial:fighters.date')}</th>
                  <th scope="col" className={s.cell}>{t('editorial:fighters.opponent')}</th>
                  <th scope="col" className={s.cell}>{t('editorial:fighters.result')}</th>
                  <th scope="col" className={s.cell}>{t('editorial:fighters.method')}</th>
                  <th scope="col" className={s.numberCell}>{t('editorial:fighters.round')}</th>
                  <th scope="col" className={s.cell}>{t('editorial:fighters.event')}</th>
                </tr>
              </thead>
              <tbody>
                {data.bouts.map((b) => (
                  <tr key={b.id}>
                    <td className={s.cell}>
                      <time dateTime={b.date}>{formatDate(b.date, locale)}</time>
                    </td>
                    <td className={s.cell}>{b.opponent}</td>
                    <td className={s.cell}>{outcome(b.outcome)}</td>
                    <td className={s.cell}>{method(b.method)}</td>
                    <td className={s.numberCell}>{b.round ?? '–'}</td>
                    <td className={s.cell}>
                      {b.content?.href ? (
                        <LocaleLink to={b.content.href} className={c.link} aria-label={t('editorial:fighters.watch', { title: b.content.title })}>
                          {b.eventName}
                        </LocaleLink>
                      ) : (
                        b.eventName
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={c.muted}>{t('editorial:fighters.noBouts')}</p>
        )}
      </section>
    </article>
  )
}
