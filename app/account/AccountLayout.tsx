/**
 * Placeholder of the account area's frame: the shell with its navigation is built on another
 * branch and replaces this file when they are merged. Only the agreed signature matters here; the
 * heading shows the area's code as it is, untranslated, until then.
 */
import type { ReactNode } from 'react'

export type AccountArea = 'licences' | 'payments' | 'cards' | 'addresses' | 'details' | 'marketing'

export function AccountLayout({ area, children }: { area: AccountArea; children: ReactNode }) {
  return (
    <div data-account-area={area}>
      <h1>{area}</h1>
      {children}
    </div>
  )
}
