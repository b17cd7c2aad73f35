import { useRouteLoaderData } from '@remix-run/react'
import { RenderBlocks } from '#blocks/RenderBlocks.tsx'
import type { RenderableBlock } from '#blocks/types.ts'
import type { RootData } from '#app/root.server.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { PreviewBanner } from './PreviewBanner.tsx'
import * as styles from './composed-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export interface ComposedPageViewProps {
  page: { id: string; title: string; version: number; blocks: RenderableBlock[] }
  preview: boolean
}

/** A composed page: its blocks through the registry, with the realm's settings and the viewer. */
export function ComposedPageView({ page, preview }: ComposedPageViewProps) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const { t } = useT(commonStrings)
  const startsWithHero = page.blocks[0]?.type === 'hero'
  return (
    <div className={styles.page} data-page-id={page.id}>
      {preview ? <PreviewBanner version={page.version} /> : null}
      {startsWithHero ? null : <h1 className={styles.title}>{page.title}</h1>}
      {page.blocks.length === 0 ? <p className={styles.empty}>{t('common:row.empty')}</p> : null}
      <RenderBlocks
        blocks={page.blocks}
        env={{
          settings: root?.settings ?? fallbackSettings,
          viewer: { isGuest: root?.viewer.isGuest ?? true },
          locale: root?.locale ?? 'en',
          preview,
        }}
      />
    </div>
  )
}
