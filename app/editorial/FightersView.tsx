import { useLocation, useNavigate, useNavigation } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { Button } from '#app/components/ui/Button.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/catalogue/Pager.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import { initialFighterTab, rankingsMemory, type FighterTab } from '#app/catalogue/rankings.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import type { FighterSummary } from '#app/platform/types.ts'
import type { FightersData } from './fighters.server.ts'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

const noSubscribe = () => () => {}
/** False while the server's HTML is hydrated, true afterwards and on client-side navigations. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

/**
 * FIGHTERS: a rankings tab and an A–Z tab (react-aria Tabs: arrow keys move between them). The
 * chosen tab is remembered while the viewer stays on fighter, video, live and multi-view pages
 * (app/catalogue/rankings.ts). Before JavaScript runs (or without it) the tabs are plain links to
 * ?tab=, which the server answers with that tab's list.
 */
export function FightersView({ data }: { data: FightersData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [tab, setTab] = useState<FighterTab>(() => initialFighterTab(data.tab, rankingsMemory.get()))
  // A navigation from elsewhere (the filter form, a pager link) that names a tab shows it. The
  // navigations `choose` makes are marked and skipped: the router can finish one (address
  // changed) before React renders it, and a viewer who pressed the other tab in that moment
  // would otherwise be thrown back to the tab they just left.
  const ownNavigation = (useLocation().state as { fighterTab?: true } | null)?.fighterTab === true
  useEffect(() => {
    if (data.tab && !ownNavigation) setTab(data.tab)
  }, [data.tab, ownNavigation])

  const tabHref = (t: FighterTab) =>
    hrefWith(data.pathname, { tab: t === 'az' ? 'az' : null, weightClass: t === 'az' ? data.weightClass : null })
  const choose = (t: FighterTab) => {
    setTab(t)
    rankingsMemory.set(t)
    // The address follows the tab (for reloads and sharing); both lists are already loaded.
    navigate(tabHref(t), { replace: true, preventScrollReset: true, state: { fighterTab: true } })
  }
  const panels: Record<FighterTab, ReactNode> = { rankings: <RankingsPanel data={data} />, az: <AzPanel data={data} /> }

  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {t('editorial:fighters.title')}
      </h1>
      {hydrated ? (
        <Tabs selectedKey={tab} onSelectionChange={(key) => choose(key === 'az' ? 'az' : 'rankings')}>
          <TabList aria-label={t('editorial:fighters.lists')} className={s.linkTabs}>
            <Tab id="rankings" className={s.linkTab}>
              {t('editorial:fighters.rankings')}
            </Tab>
            <Tab id="az" className={s.linkTab}>
              {t('editorial:fighters.az')}
            </Tab>
          </TabList>
          <TabPanel id="rankings" className={c.section}>
            {panels.rankings}
          </TabPanel>
          <TabPanel id="az" className={c.section}>
            {panels.az}
          </TabPanel>
        </Tabs>
      ) : (
        <>
          <nav aria-label={t('editorial:fighters.lists')}>
            <ul className={s.linkTabs}>
              {(['rankings', 'az'] as const).map((list) => (
                <li key={list}>
                  <a href={tabHref(list)} className={s.linkTab} aria-current={list === tab ? 'page' : undefined}>
                    {list === 'az' ? t('editorial:fighters.az') : t('editorial:fighters.rankings')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={c.section}>{panels[tab]}</div>
        </>
      )}
    </section>
  )
}

function Record({ record }: { record: FighterSummary['record'] }) {
  const { t } = useT(editorialStrings)
  return (
    <span className={s.meta}>
      <span aria-hidden="true">{t('editorial:fighters.recordShort', record)}</span>
      <span className={visuallyHidden}>{t('editorial:fighters.recordLabel', record)}</span>
    </span>
  )
}

function FighterItem({ fighter, showRank }: { fighter: FightersData['az'][number]; showRank: boolean }) {
  const { t } = useT(editorialStrings)
  const initials = fighter.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <li className={s.fighterItem}>
      <span className={s.monogram} aria-hidden="true">
        {initials}
      </span>
      <span className={s.rowText}>
        <LocaleLink to={fighter.href} className={s.rowLink}>
          <strong>{fighter.name}</strong>
        </LocaleLink>
        {fighter.nickname ? <span className={s.meta}>“{fighter.nickname}”</span> : null}
        <span className={s.meta}>
          {showRank
            ? fighter.champion
              ? t('editorial:fighters.champion')
              : t('editorial:fighters.rank', { rank: fighter.rank ?? 0 })
            : fighter.weightClass}
          {' · '}
          <Record record={fighter.record} />
        </span>
      </span>
    </li>
  )
}

function RankingsPanel({ data }: { data: FightersData }) {
  const { t } = useT(editorialStrings)
  if (data.rankings.length === 0) return <p className={c.muted}>{t('editorial:fighters.rankingsEmpty')}</p>
  const classes = [...new Set(data.rankings.map((f) => f.weightClass))]
  return (
    <>
      {classes.map((wc) => (
        <WeightClass key={wc} name={wc} fighters={data.rankings.filter((f) => f.weightClass === wc)} />
      ))}
    </>
  )
}

function WeightClass({ name, fighters }: { name: string; fighters: FightersData['rankings'] }) {
  const headingId = useId()
  return (
    <section className={s.weightClass} aria-labelledby={headingId}>
      <h2 id={headingId} className={c.sectionHeading}>
        {name}
      </h2>
      <ol className={s.fighterList} aria-labelledby={headingId}>
        {fighters.map((f) => (
          <FighterItem key={f.id} fighter={f} showRank />
        ))}
      </ol>
    </section>
  )
}

function AzPanel({ data }: { data: FightersData }) {
  const { t } = useT(editorialStrings)
  const navigation = useNavigation()
  const selectId = useId()
  const { page, totalPages, pathname } = data
  const pageHref = (p: number) => hrefWith(pathname, { tab: 'az', weightClass: data.weightClass, p: p > 1 ? p : null })
  return (
    <>
      <LocaleForm method="get" action={pathname} className={s.filterForm} preventScrollReset>
        <input type="hidden" name="tab" value="az" />
        <div className={c.field}>
          <label htmlFor={selectId}>{t('editorial:fighters.weightClass')}</label>
          <select id={selectId} name="weightClass" className={c.select} defaultValue={data.weightClass ?? ''} key={data.weightClass ?? ''}>
            <option value="">{t('editorial:fighters.allWeightClasses')}</option>
            {data.weightClasses.map((wc) => (
              <option key={wc} value={wc}>
                {wc}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          {t('editorial:fighters.filter')}
        </Button>
      </LocaleForm>
      {data.az.length > 0 ? (
        <div className={[c.section, navigation.state === 'loading' ? s.busy : ''].join(' ')} aria-busy={navigation.state === 'loading'}>
          <ul className={s.fighterList} aria-label={t('editorial:fighters.az')}>
            {data.az.map((f) => (
              <FighterItem key={f.id} fighter={f} showRank={false} />
            ))}
          </ul>
          <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={pageHref} />
        </div>
      ) : page > 1 ? (
        <PastTheEnd firstPageHref={pageHref(1)} />
      ) : (
        <p className={c.muted}>{t('editorial:fighters.empty')}</p>
      )}
    </>
  )
}
