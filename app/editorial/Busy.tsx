import { useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as c from '#app/catalogue/catalogue.css.ts'
import * as s from './editorial.css.ts'

/** The loading state of a list while the next page, day or filter loads: dimmed and aria-busy. */
export function Busy({ children }: { children: ReactNode }) {
  const loading = useNavigation().state === 'loading'
  return (
    <div className={[c.section, loading ? s.busy : ''].join(' ')} aria-busy={loading}>
      {children}
    </div>
  )
}
