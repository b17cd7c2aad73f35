import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { CloseIcon, GuestActions } from './parts.ts'
import * as navStyles from './siteNav.css.ts'
import type { AppSidebarProps } from './AppSidebar.tsx'
import * as styles from './appSidebar.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** The app sidebar's modal dialog (see AppSidebar.tsx); a separate chunk, rendered only after hydration. */
export function AriaAppSidebar({ viewer, locale, pathname, search, isOpen, onOpenChange, children }: AppSidebarProps) {
  const { t } = useT(commonStrings)
  const title = viewer.isGuest ? t('common:nav.signIn') : t('common:nav.liveNow')
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
                <Button className={navStyles.summary} aria-label={t('common:nav.close')} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              {viewer.isGuest ? (
                <div className={styles.actions}>
                  <GuestActions locale={locale} pathname={pathname} search={search} compact={false} />
                </div>
              ) : (
                (children ?? <p className={styles.empty}>{t('common:nav.liveNowEmpty')}</p>)
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
