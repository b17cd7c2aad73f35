/**
 * The premiere's live modal: shown from 30 s after the
 * scheduled time until the scheduled time plus the duration, then gone. Decided in the browser
 * against its clock (server and browser would disagree on "now" during hydration). The modal itself
 * (react-aria's overlays) is a chunk of its own (PremiereDialog.aria.tsx), fetched only when a
 * premiere is on: every detail page renders this timer, few ever show the modal.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { premiereModalOpen, premiereNextChange } from './timeline.ts'

const PremiereDialog = lazy(() => import('./PremiereDialog.aria.tsx').then((m) => ({ default: m.PremiereDialog })))

export function PremiereModal(props: {
  premiere: { startDate: string }
  duration: number | null
  title: string
  href: string
  now?: () => number
}) {
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

  if (!open || dismissed) return null
  return (
    <Suspense fallback={null}>
      <PremiereDialog title={props.title} href={props.href} onDismiss={() => setDismissed(true)} />
    </Suspense>
  )
}
