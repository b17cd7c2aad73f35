/** The premiere's live modal itself (see PremiereModal.tsx): a separate chunk, rendered only while a premiere is on. */
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '#app/components/ui/Button.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { withAutoplay } from './PlayerHost.tsx'
import * as s from './premiere.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

export function PremiereDialog(props: { title: string; href: string; onDismiss: () => void }) {
  const { t } = useT(playerStrings)
  return (
    <ModalOverlay isOpen onOpenChange={(o) => !o && props.onDismiss()} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>
          <span className={s.badge}>{t('player:player.live')}</span>
          <Heading slot="title" className={s.heading}>
            {t('player:premiere.title')}
          </Heading>
          <p className={s.body}>{t('player:premiere.body', { title: props.title })}</p>
          <div className={s.actions}>
            <ButtonLink href={withAutoplay(props.href)} variant="primary" onClick={props.onDismiss}>
              {t('player:premiere.watch')}
            </ButtonLink>
            <Button variant="ghost" onPress={props.onDismiss}>
              {t('player:premiere.dismiss')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
