import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { GuestActions, type Viewer } from './AccountActions.tsx'
import { CloseIcon } from './icons.tsx'
import type { Locale } from './links.ts'
import * as styles from './appSidebar.css.ts'
import * as navStyles from './siteNav.css.ts'

export interface AppSidebarProps {
  viewer: Viewer
  locale: Locale
  /** Current path: a change closes the sidebar for signed-in users (it stays open for guests). */
  pathname: string
  search?: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The live-now list for signed-in users; an empty-state message shows without it. */
  children?: ReactNode
}

/**
 * The app sidebar: slides in from the side (600 ms). Guests see the sign-in options; signed-in
 * users see "Live now" and the list passed as children. A modal dialog: focus stays inside,
 * Escape, a click outside or the close button close it.
 */
export function AppSidebar({ viewer, locale, pathname, search, isOpen, onOpenChange, children }: AppSidebarProps) {
  const { t } = useTranslation()
  const previousPath = useRef(pathname)

  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    if (isOpen && !viewer.isGuest) onOpenChange(false)
  }, [pathname, isOpen, viewer.isGuest, onOpenChange])

  const title = viewer.isGuest ? t('nav.signIn', 'Sign in') : t('nav.liveNow', 'Live now')
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.sidebar}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                <Button className={navStyles.summary} aria-label={t('nav.close', 'Close')} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              {viewer.isGuest ? (
                <div className={styles.actions}>
                  <GuestActions locale={locale} pathname={pathname} search={search} compact={false} />
                </div>
              ) : (
                (children ?? <p className={styles.empty}>{t('nav.liveNowEmpty', 'Nothing is live right now.')}</p>)
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
