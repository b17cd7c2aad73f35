/**
 * The premiere's live modal: shown from 30 s after the
 * scheduled time until the scheduled time plus the duration, then gone. Decided in the browser
 * against its clock (server and browser would disagree on "now" during hydration).
 */
import { useEffect, useState } from 'react'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '#app/components/ui/Button.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { withAutoplay } from './PlayerHost.tsx'
import { premiereModalOpen, premiereNextChange } from './timeline.ts'
import * as s from './premiere.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

export function PremiereModal(props: {
  premiere: { startDate: string }
  duration: number | null
  title: string
  href: string
  now?: () => number
}) {
  const { t } = useT(playerStrings)
  const now = props.now ?? Date.now
  const [open, setOpen] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let timer: number | undefined
    const update = () => {
      const t = now()
      setOpen(premiereModalOpen(props.premiere, props.duration, t))
      const wait = premiereNextChange(props.premiere, props.duration, t)
      // setTimeout caps at ~24.8 days; re-check at most daily.
      if (wait !== null) timer = window.setTimeout(update, Math.min(wait + 50, 86_400_000))
    }
    update()
    return () => window.clearTimeout(timer)
  }, [props.premiere, props.duration, now])

  return (
    <ModalOverlay isOpen={open && !dismissed} onOpenChange={(o) => !o && setDismissed(true)} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>
          <span className={s.badge}>{t('player:player.live')}</span>
          <Heading slot="title" className={s.heading}>
            {t('player:premiere.title')}
          </Heading>
          <p className={s.body}>{t('player:premiere.body', { title: props.title })}</p>
          <div className={s.actions}>
            <ButtonLink href={withAutoplay(props.href)} variant="primary" onClick={() => setDismissed(true)}>
              {t('player:premiere.watch')}
            </ButtonLink>
            <Button variant="ghost" onPress={() => setDismissed(true)}>
              {t('player:premiere.dismiss')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
