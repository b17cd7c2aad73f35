import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/catalogue/Pager.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import type { NewsData, NewsItemData } from './news.server.ts'
import { formatDate } from '#app/i18n/format.ts'
import { Busy } from './Busy.tsx'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

/** NEWS: feed links (all, or one feed) and stories newest first, 10 a page by ?p= links. */
export function NewsView({ data }: { data: NewsData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const { page, totalPages, pathname, locale, feed } = data
  const pageHref = (p: number) => hrefWith(pathname, { feed, p: p > 1 ? p : null })
  const current = data.feeds.find((f) => f.name === feed)
  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {t('editorial:news.title')}
      </h1>
      <nav aria-label={t('editorial:news.feeds')}>
        <ul className={s.linkTabs}>
          <li>
            <LocaleLink to={data.allHref} className={s.linkTab} aria-current={feed === null ? 'page' : undefined} preventScrollReset>
              {t('editorial:news.all')}
            </LocaleLink>
          </li>
          {data.feeds.map((f) => (
            <li key={f.name}>
              <LocaleLink to={f.href} className={s.linkTab} aria-current={f.name === feed ? 'page' : undefined} preventScrollReset>
                {t('editorial:news.feedCount', { title: f.title, count: f.itemCount })}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      {current?.description ? <p className={c.muted}>{current.description}</p> : null}
      <Busy>
      {data.items.length > 0 ? (
        <>
          <ul className={s.rows} aria-label={current ? current.title : t('editorial:news.listLabel')}>
            {data.items.map((item) => (
              <li key={`${item.feedName}/${item.newId}`} className={s.row}>
                {item.imageUrl ? <img className={s.rowImage} src={item.imageUrl} alt="" width={200} height={113} loading="lazy" /> : <span />}
                <div className={s.rowText}>
                  <h2 className={s.rowTitle}>
                    <LocaleLink to={item.href} className={s.rowLink}>
                      {item.title}
                    </LocaleLink>
                  </h2>
                  <p className={s.meta}>
                    {item.feedTitle} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
                  </p>
                  {item.summary ? <p className={s.summary}>{item.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
          <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={pageHref} />
        </>
      ) : page > 1 ? (
        <PastTheEnd firstPageHref={pageHref(1)} />
      ) : (
        <p className={c.muted}>{t('editorial:news.empty')}</p>
      )}
      </Busy>
    </section>
  )
}

/** NEWS_ITEM: the story, what it is about (a link to watch it) and the stories either side of it in its feed. */
export function NewsItemView({ data }: { data: NewsItemData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const { item, locale } = data
  return (
    <article className={c.page} aria-labelledby={titleId}>
      <div className={s.article}>
        <p className={s.meta}>
          <LocaleLink to={data.feedHref} className={c.link}>
            {item.feedTitle}
          </LocaleLink>
        </p>
        <h1 id={titleId} className={c.title}>
          {item.title}
        </h1>
        <p className={s.meta}>
          {item.author ? `${t('editorial:news.by', { author: item.author })} · ` : null}
          <time dateTime={item.publishedAt}>{t('editorial:news.published', { date: formatDate(item.publishedAt, locale) })}</time>
        </p>
        {item.summary ? <p className={c.subtitle}>{item.summary}</p> : null}
        {item.imageUrl ? <img className={s.storyImage} src={item.imageUrl} alt="" width={1280} height={720} /> : null}
        {item.body.map((paragraph, i) => (
          <p key={i} className={c.description}>
            {paragraph}
          </p>
        ))}
        {data.content?.href ? (
          <div>
            <ButtonLink href={data.content.href} variant="primary" className={s.wrapButton}>
              {`${t('editorial:news.related')}: ${data.content.title}`}
            </ButtonLink>
          </div>
        ) : null}
        <nav aria-label={t('editorial:news.storyNav')} className={s.storyNav}>
          {data.newer ? (
            <LocaleLink to={data.newer.href} className={s.storyLink} rel="prev">
              <span className={s.meta}>{t('editorial:news.newer')}</span>
              {data.newer.title}
            </LocaleLink>
          ) : null}
          {data.older ? (
            <LocaleLink to={data.older.href} className={s.storyLink} rel="next">
              <span className={s.meta}>{t('editorial:news.older')}</span>
              {data.older.title}
            </LocaleLink>
          ) : null}
        </nav>
        <div>
          <ButtonLink href={data.feedHref} size="small">
            {t('editorial:news.backToFeed', { feed: item.feedTitle })}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
