/** Pieces every account form shares: translated field messages, the form's notice, a native select. */
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useInputFromBeforeHydration } from '#app/components/ui/before-hydration.ts'
import { hasKey, useT } from '#app/i18n/t.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { accountStrings } from './profile-strings.ts'
import { formValues, type FieldErrors, type FormValues } from './form-values.ts'
import type { ActionAnswer } from './profile-area.server.ts'
import * as styles from './account.css.ts'

/** Field messages (`phoneNumberFieldIsInvalid` …) in the page's language. */
export function useFieldMessages() {
  const { t } = useT(accountStrings)
  return (messages?: string[]) =>
    messages?.length
      ? messages.map((m) =>
          hasKey(accountStrings, `error.${m}`) ? t(`account:error.${m}` as 'account:error.generic') : t('account:error.generic'),
        )
      : undefined
}

/** The account forms' zod schemas (29 kB of zod with them), fetched when a form is first used. */
const loadForms = () => import('./forms.ts')
export type AccountForms = Awaited<ReturnType<typeof loadForms>>

/**
 * A form's errors: the action's answer for this intent, else what the browser-side check found
 * on submit (the same schema the action uses; bad input is then never sent). `check` gets the
 * forms module once it has arrived: the form spreads `warmOnUse` to fetch it on first use, and a
 * submit before it is there posts, the action answering the same field messages.
 */
export function useAccountForm(
  intent: string,
  answer: ActionAnswer | undefined,
  check: (forms: AccountForms, values: FormValues) => FieldErrors | null,
) {
  const mine = answer?.intent === intent ? answer : undefined
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const forms = useLazyModule(loadForms)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const loaded = forms.current()
    const found = loaded ? check(loaded, formValues(new FormData(event.currentTarget))) : null
    if (!found) return setClientErrors(null)
    event.preventDefault()
    setClientErrors(found)
  }
  const errors: FieldErrors = clientErrors ?? mine?.errors ?? {}
  const values: FormValues | undefined = mine?.values
  const problem = clientErrors ? (Object.keys(clientErrors).length ? 'account.problem' : undefined) : mine?.problem
  return { errors, values, problem, onSubmit, warm: forms.warm, warmOnUse: forms.warmOnUse }
}

export function FormNotice({ problem, saved }: { problem?: ActionAnswer['problem']; saved?: boolean }) {
  const { t } = useT(accountStrings)
  if (problem)
    return (
      <p role="alert" className={styles.problem}>
        {problem === 'addresses.tooMany'
          ? t('account:addresses.tooMany')
          : problem === 'account.unavailable'
            ? t('account:account.unavailable')
            : t('account:account.problem')}
      </p>
    )
  if (saved)
    return (
      <p role="status" className={styles.notice}>
        {t('account:account.saved')}
      </p>
    )
  return null
}

/** A labelled native select: works before JavaScript, and the browser's own list suits 250 countries. */
export function SelectField(props: {
  id: string
  name: string
  label: string
  defaultValue?: string
  value?: string
  onChange?: (value: string) => void
  errors?: string[]
  children: ReactNode
}) {
  const errorId = `${props.id}-error`
  const ref = useRef<HTMLSelectElement>(null)
  // A choice made before the page hydrated is taken into a controlled select's state; React would
  // put the server's choice back at the next render.
  useInputFromBeforeHydration(
    () => (props.value !== undefined && props.onChange ? ref.current?.value : undefined),
    props.value,
    (value) => value !== undefined && props.onChange?.(value),
  )
  return (
    <div className={styles.selectField}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <select
        ref={ref}
        id={props.id}
        name={props.name}
        className={styles.select}
        defaultValue={props.value === undefined ? props.defaultValue : undefined}
        value={props.value}
        onChange={props.onChange ? (e) => props.onChange!(e.currentTarget.value) : undefined}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? errorId : undefined}
      >
        {props.children}
      </select>
      {props.errors?.length ? (
        <p id={errorId} className={styles.error}>
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
