import type { FieldErrors } from '#app/auth/form-errors.ts'
import { authStrings } from '#app/auth/strings.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { useT } from '#app/i18n/t.ts'
import { commerceStrings, isCommerceKey, problemLookup } from './strings.ts'
import * as s from './checkout.css.ts'

/**
 * The sandbox card's fields, labelled and with the browser's card autofill names, as the checkout
 * and the account's "add a card" form show them. The number and the CVC are never filled back in
 * after an answer; the expiry and the holder's name may be (`values`).
 */
export function CardFields({
  errors,
  values,
  numberPlaceholder,
  autoFocusNumber,
}: {
  errors: FieldErrors
  values?: { expiry?: string; cardHolder?: string }
  numberPlaceholder?: string
  /** the number field takes the focus when the form appears (after a refused attempt) */
  autoFocusNumber?: boolean
}) {
  const { t } = useT(commerceStrings, authStrings)
  const tr = (list?: string[]) => list?.map((m) => (isCommerceKey(m) ? t(problemLookup(m)) : m))
  return (
    <>
      <TextField
        label={t('commerce:commerce.cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={numberPlaceholder}
        autoFocus={autoFocusNumber}
        errors={tr(errors.cardNumber)}
      />
      <div className={s.twoCols}>
        <TextField
          label={t('commerce:commerce.expiry')}
          name="expiry"
          autoComplete="cc-exp"
          placeholder={t('commerce:commerce.expiryPlaceholder')}
          defaultValue={values?.expiry}
          errors={tr(errors.expiry)}
        />
        <TextField label={t('commerce:commerce.cvc')} name="cvc" inputMode="numeric" autoComplete="cc-csc" errors={tr(errors.cvc)} />
      </div>
      <TextField
        label={t('commerce:commerce.cardHolder')}
        name="cardHolder"
        autoComplete="cc-name"
        defaultValue={values?.cardHolder}
        errors={tr(errors.cardHolder)}
      />
    </>
  )
}
