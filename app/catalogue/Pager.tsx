import { ButtonLink } from '#app/components/ui/Button.tsx'
import * as s from './catalogue.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'

/** Previous / next page links (real links: paging works without JavaScript). */
export function Pager({ previous, next, status }: { previous: string | null; next: string | null; status?: string }) {
  const { t } = useT(catalogueStrings)
  if (!previous && !next && !status) return null
  return (
    <nav aria-label={t('catalogue:catalogue.pagination')} className={s.pager}>
      {previous ? (
        <ButtonLink href={previous} rel="prev" size="small">
          {t('catalogue:catalogue.previousPage')}
        </ButtonLink>
      ) : null}
      {status ? <p className={s.muted}>{status}</p> : null}
      {next ? (
        <ButtonLink href={next} rel="next" size="small" variant="primary">
          {t('catalogue:catalogue.nextPage')}
        </ButtonLink>
      ) : null}
    </nav>
  )
}

/** Numbered pages (`?p=`): previous and next links and "Page 2 of 5". */
export function NumberedPager({ page, totalPages, hasMore, pageHref }: { page: number; totalPages: number; hasMore: boolean; pageHref: (page: number) => string }) {
  const { t } = useT(catalogueStrings)
  return (
    <Pager
      previous={page > 1 ? pageHref(page - 1) : null}
      next={hasMore ? pageHref(page + 1) : null}
      status={totalPages > 1 ? t('catalogue:catalogue.pageOf', { page, total: totalPages }) : undefined}
    />
  )
}

/** A page number past the end (an old link): say so and offer the first page. */
export function PastTheEnd({ firstPageHref }: { firstPageHref: string }) {
  const { t } = useT(catalogueStrings)
  return (
    <div className={s.section}>
      <p className={s.muted}>{t('catalogue:catalogue.pageEmpty')}</p>
      <div>
        <ButtonLink href={firstPageHref}>{t('catalogue:catalogue.firstPage')}</ButtonLink>
      </div>
    </div>
  )
}

/** `pathname` with the given query parameters (empty values dropped). */
export function hrefWith(pathname: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') search.set(k, String(v))
  const q = search.toString()
  return q ? `${pathname}?${q}` : pathname
}
