/**
 * The premiere's live modal (spec part 1 §4 "VOD premiere"): shown from 30 s after the
 * scheduled time until the scheduled time plus the duration, then gone. Decided in the browser
 * against its clock (server and browser would disagree on "now" during hydration).
 */
import { useEffect, useState } from 'react'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '#app/components/ui/Button.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { withAutoplay } from './PlayerHost.tsx'
import { usePlayerText } from './strings.ts'
import { premiereModalOpen, premiereNextChange } from './timeline.ts'
import * as s from './premiere.css.ts'

export function PremiereModal(props: { premiere: { startDate: string }; duration: number | null; title: string; href: string; now?: () => number }) {
  const { text } = usePlayerText()
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
          <span className={s.badge}>{text('player.live')}</span>
          <Heading slot="title" className={s.heading}>
            {text('premiere.title')}
          </Heading>
          <p className={s.body}>{text('premiere.body', { title: props.title })}</p>
          <div className={s.actions}>
            <ButtonLink href={withAutoplay(props.href)} variant="primary" onClick={() => setDismissed(true)}>
              {text('premiere.watch')}
            </ButtonLink>
            <Button variant="ghost" onPress={() => setDismissed(true)}>
              {text('premiere.dismiss')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
