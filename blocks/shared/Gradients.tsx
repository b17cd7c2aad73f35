import type { Gradients as GradientFlags } from '#schemas/index.ts'
import { gradient } from './shared.css.ts'

const sides = ['top', 'bottom', 'left', 'right'] as const

/** One decorative overlay per gradient flag that is on. */
export function Gradients({ flags }: { flags: GradientFlags | undefined }) {
  if (!flags) return null
  return (
    <>
      {sides
        .filter((side) => flags[side])
        .map((side) => (
          <div key={side} className={gradient[side]} data-gradient={side} aria-hidden="true" />
        ))}
    </>
  )
}
