import { useId } from 'react'
import type { ValidationIssue } from '#app/platform/types.ts'
import { errorHeading, errorList, errorPanel, pointer } from './shared.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export interface ErrorPanelProps {
  id: string
  type: string
  /** Validation issues (pointer: message), or one message for a block that failed to load or render. */
  issues: ValidationIssue[]
}

/** Preview only: shows an editor why a block is missing from the live page. */
export function ErrorPanel({ id, type, issues }: ErrorPanelProps) {
  const { t } = useT(commonStrings)
  const headingId = useId()
  return (
    <section className={errorPanel} aria-labelledby={headingId} data-block-error={id}>
      <h2 id={headingId} className={errorHeading}>
        {t('common:block.errorHeading', { id, type })}
      </h2>
      <ul className={errorList}>
        {issues.map((issue, i) => (
          <li key={`${issue.pointer}:${i}`}>
            <code className={pointer}>{issue.pointer || '/'}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A message as a one-line issue list, for blocks that failed to load or render. */
export function messageIssues(message: string): ValidationIssue[] {
  return [{ pointer: '', message }]
}
