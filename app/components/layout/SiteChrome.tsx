import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SiteNav, navOffset } from '#app/components/nav/index.ts'
import { LiveNowSidebarList, LiveNowToasts } from '#app/live/LiveNow.tsx'
import type { RootData } from '#app/root.server.ts'
import * as styles from './site-chrome.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** The frame of every page: the navigation from the CMS menu, the main landmark and the footer. */
export function SiteChrome({ data, children }: { data: RootData; children: ReactNode }) {
  const location = useLocation()
  const { t } = useT(commonStrings)
  return (
    <div className={[styles.shell, navOffset({ layout: data.menu?.layout ?? data.settings.navLayout })].join(' ')}>
      <SiteNav
        menu={data.menu}
        settings={data.settings}
        viewer={{ isGuest: data.viewer.isGuest, name: data.viewer.name }}
        locale={data.locale}
        pathname={location.pathname}
        search={location.search}
        hash={location.hash}
        liveNow={data.viewer.isGuest ? undefined : <LiveNowSidebarList viewerKey={data.viewer.name ?? 'member'} />}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {data.viewer.isGuest ? null : <LiveNowToasts />}
      <footer className={styles.footer}>
        <p>{t('common:footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  )
}
