import { Button } from 'react-aria-components/Button'
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { CloseIcon, HamburgerContent, MenuIcon } from './parts.ts'
import * as styles from './siteNav.css.ts'
import type { HamburgerMenuProps } from './HamburgerMenu.tsx'
import { AriaSearchField } from './NavSearch.aria.tsx'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** The hydrated hamburger (see HamburgerMenu.tsx); a separate chunk, rendered only after hydration. */
export function AriaHamburgerMenu(props: HamburgerMenuProps) {
  const { t } = useT(commonStrings)
  const menuLabel = t('common:nav.menu')
  return (
    <DialogTrigger isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <Button className={styles.summary} aria-label={menuLabel}>
        <MenuIcon />
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.panel}>
          <Dialog aria-label={menuLabel} className={styles.panelDialog}>
            {({ close }) => (
              <>
                <div className={styles.panelHeader}>
                  <Heading slot="title" className={visuallyHidden}>
                    {menuLabel}
                  </Heading>
                  <Button className={styles.summary} aria-label={t('common:nav.close')} onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                <HamburgerContent {...props} onNavigate={close} searchField={AriaSearchField} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
