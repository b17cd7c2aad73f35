/**
 * The gift pages' views: GIFT (choose a gift, for whom, a message; then the checkout), a bought
 * gift with its code, and REDEEM. Plain forms with an `intent`, checked in the browser with the
 * same zod schemas as the actions, so they work with JavaScript off.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from '#app/components/ui/RadioGroup.tsx'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField as AriaTextField } from 'react-aria-components/TextField'
import { blockInvalidSubmit, checkOnceLoaded, type FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import { useInputFromBeforeHydration } from '#app/components/ui/before-hydration.ts'
import { useFieldHelp } from '#app/components/ui/field-help.ts'
import * as s from '#app/commerce/checkout.css.ts'
import { formatMoney } from '#app/commerce/money.ts'
import { formatDate } from '#app/i18n/format.ts'
import { LocaleForm, LocaleLink } from '#app/i18n/links.tsx'
import { hasKey, useT } from '#app/i18n/t.ts'
import type { giftDetailLoader, GiftShopActionData, giftShopLoader, RedeemActionData, redeemLoader } from './gift.server.ts'
import { GIFT_MESSAGE_MAX } from './form-rules.ts'
import * as g from './gift.css.ts'
import { giftStrings, type GiftKey } from './strings.ts'

/** The gift forms' checks (zod): fetched when a form is first used, not with the page. */
const loadChecks = () => import('./forms.ts')

/** Field messages (gift.* keys) in the page's language. */
function useGiftText() {
  const { t } = useT(giftStrings)
  return (keys?: string[]) => keys?.map((k) => (hasKey(giftStrings, k) ? t(`gift:${k}`) : k))
}

function Busy({ intent, children }: { intent: string; children: string }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return (
    <Button type="submit" name="intent" value={intent} variant="primary" isDisabled={busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  )
}

/** The gift's message: a text area that keeps what was typed before the page hydrated (before-hydration.ts). */
function GiftMessageField({
  defaultValue,
  label,
  hint,
  errors,
}: {
  defaultValue?: string
  label: string
  hint: string
  errors?: string[]
}) {
  const [value, setValue] = useState(defaultValue ?? '')
  const areaRef = useRef<HTMLTextAreaElement>(null)
  useInputFromBeforeHydration(() => areaRef.current?.value, value, setValue)
  const invalid = Boolean(errors?.length)
  // the text area names the hint, and the error only while there is one (field-help.ts)
  const help = useFieldHelp({ description: true, error: invalid })
  return (
    <AriaTextField name="message" value={value} onChange={setValue} className={g.field} isInvalid={invalid} validationBehavior="aria">
      <Label className={g.label}>{label}</Label>
      <TextArea ref={areaRef} className={g.textarea} maxLength={GIFT_MESSAGE_MAX * 2} aria-describedby={help.describedBy} />
      <Text slot="description" id={help.descriptionId} className={g.hint}>
        {hint}
      </Text>
      {invalid ? (
        <FieldError id={help.errorId} className={g.fieldError}>
          {errors?.join(' ')}
        </FieldError>
      ) : null}
    </AriaTextField>
  )
}

// ── GIFT ──
export function GiftShopPage() {
  const data = useLoaderData<typeof giftShopLoader>()
  const action = useActionData<GiftShopActionData>()
  const { t, locale } = useT(giftStrings)
  const tr = useGiftText()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const errors = clientErrors ?? action?.errors ?? {}
  const chosen = action?.values.giftProductId || data.products[0]?.id
  return (
    <div className={s.page}>
      <div className={s.inner}>
        <header className={s.head}>
          <h1 className={s.title}>{t('gift:gift.title')}</h1>
          <p className={s.lead}>{t('gift:gift.intro')}</p>
        </header>
        <div className={s.narrow}>
          {data.loadError ? (
            <p role="alert" className={s.error}>
              {t(`gift:${data.loadError}`)}
            </p>
          ) : !data.products.length ? (
            <p className={s.notice}>{t('gift:gift.none')}</p>
          ) : (
            <LocaleForm
              method="post"
              noValidate
              className={[s.panel, s.form].join(' ')}
              {...checks.warmOnUse}
              onSubmit={blockInvalidSubmit(
                checkOnceLoaded(checks, (m) => m.giftSchema),
                setClientErrors,
              )}
            >
              {action?.problem && !clientErrors ? (
                <p role="alert" className={s.error}>
                  {t(`gift:${action.problem}`)}
                </p>
              ) : null}
              <RadioGroup
                name="giftProductId"
                defaultValue={chosen}
                className={g.choices}
                errors={tr(errors.giftProductId)}
                errorClassName={g.fieldError}
              >
                <Label className={g.legend}>{t('gift:gift.choose')}</Label>
                {data.products.map((p) => (
                  <Radio key={p.id} value={p.id} className={g.choice} aria-label={`${p.name}, ${formatMoney(p.price, locale)}`}>
                    <span className={g.choiceName}>{p.name}</span>
                    <span className={g.choicePrice}>{formatMoney(p.price, locale)}</span>
                    <span className={g.choiceText}>{p.description}</span>
                  </Radio>
                ))}
              </RadioGroup>
              {data.signedIn ? (
                <>
                  <TextField
                    label={t('gift:gift.recipient')}
                    name="recipientEmail"
                    type="email"
                    autoComplete="off"
                    defaultValue={action?.values.recipientEmail}
                    errors={tr(errors.recipientEmail)}
                  />
                  <GiftMessageField
                    defaultValue={action?.values.message}
                    label={t('gift:gift.message')}
                    hint={t('gift:gift.messageHint')}
                    errors={tr(errors.message)}
                  />
                  <Busy intent="buy">{t('gift:gift.buy')}</Busy>
                </>
              ) : (
                <ButtonLink href={data.links.signIn} variant="primary">
                  {t('gift:gift.signInToBuy')}
                </ButtonLink>
              )}
            </LocaleForm>
          )}
          <p className={s.small}>
            {t('gift:gift.haveCode')}{' '}
            <LocaleLink className={g.link} to={data.links.redeem}>
              {t('gift:gift.redeemLink')}
            </LocaleLink>
          </p>
          {data.mine.length ? (
            <section className={s.panel} aria-labelledby="gifts-given">
              <h2 id="gifts-given" className={s.panelTitle}>
                {t('gift:gift.yourGifts')}
              </h2>
              <ul className={g.list}>
                {data.mine.map((gift) => (
                  <li key={gift.id}>
                    <LocaleLink className={g.link} to={`/gift/${gift.id}`}>
                      {gift.product.name}: {t('gift:gift.toRecipient', { email: gift.recipientEmail })}
                    </LocaleLink>{' '}
                    <span className={s.small}>({t(`gift:gift.status.${gift.status}`)})</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  )
}

// ── a bought gift ──
export function GiftDetailPage() {
  const { gift, links } = useLoaderData<typeof giftDetailLoader>()
  const { t, locale } = useT(giftStrings)
  return (
    <div className={s.page}>
      <div className={s.inner}>
        <header className={s.head}>
          <h1 className={s.title}>{t('gift:gift.detailTitle')}</h1>
        </header>
        <div className={s.narrow}>
          {!gift ? (
            <p role="alert" className={s.error}>
              {t('gift:gift.notFound')}
            </p>
          ) : (
            <section className={s.panel} aria-labelledby="gift-code">
              {gift.status === 'ACTIVE' ? <p className={s.notice}>{t('gift:gift.sent', { email: gift.recipientEmail })}</p> : null}
              <h2 id="gift-code" className={s.panelTitle}>
                {t('gift:gift.code')}
              </h2>
              <p className={g.code} data-testid="gift-code">
                {gift.code}
              </p>
              <dl className={g.facts}>
                <dt className={g.term}>{t('gift:gift.product')}</dt>
                <dd className={g.detail}>{gift.product.name}</dd>
                <dt className={g.term}>{t('gift:gift.for')}</dt>
                <dd className={g.detail}>{gift.recipientEmail}</dd>
                {gift.message ? (
                  <>
                    <dt className={g.term}>{t('gift:gift.messageLabel')}</dt>
                    <dd className={g.detail}>{gift.message}</dd>
                  </>
                ) : null}
                <dt className={g.term}>{t('gift:gift.statusLabel')}</dt>
                <dd className={g.detail}>{t(`gift:gift.status.${gift.status}`)}</dd>
                <dt className={g.term}>{t('gift:gift.expires')}</dt>
                <dd className={g.detail}>{formatDate(gift.expiresAt, locale)}</dd>
              </dl>
            </section>
          )}
          <div className={s.actions}>
            <ButtonLink href={links.shop} variant="secondary">
              {t('gift:gift.another')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  )
}

// ── REDEEM ──
export function RedeemPage() {
  const data = useLoaderData<typeof redeemLoader>()
  const action = useActionData<RedeemActionData>()
  const { t, locale } = useT(giftStrings)
  const tr = useGiftText()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const errors = clientErrors ?? action?.errors ?? {}
  const problem = clientErrors ? clientErrors.code?.[0] : action?.problem
  return (
    <div className={s.page}>
      <div className={s.inner}>
        <header className={s.head}>
          <h1 className={s.title}>{t('gift:gift.redeemTitle')}</h1>
          <p className={s.lead}>{t('gift:gift.redeemIntro')}</p>
        </header>
        <div className={s.narrow}>
          {data.redeemed ? (
            <section className={s.panel} aria-live="polite">
              <p className={s.notice}>
                {t('gift:gift.redeemed', {
                  licence: data.redeemed.licence,
                  date: data.redeemed.until ? formatDate(data.redeemed.until, locale) : '—',
                })}
              </p>
              <ButtonLink href={data.links.browse} variant="primary">
                {t('gift:gift.startWatching')}
              </ButtonLink>
            </section>
          ) : null}
          <LocaleForm
            method="post"
            noValidate
            className={[s.panel, s.form].join(' ')}
            {...checks.warmOnUse}
            onSubmit={blockInvalidSubmit(
              checkOnceLoaded(checks, (m) => m.redeemSchema),
              setClientErrors,
            )}
          >
            {problem ? (
              <p role="alert" className={s.error}>
                {!clientErrors && action?.minutes !== undefined && hasKey(giftStrings, problem)
                  ? t(`gift:${problem}` as `gift:${GiftKey}`, { minutes: action.minutes })
                  : tr([problem])}
              </p>
            ) : null}
            <TextField
              label={t('gift:gift.codeLabel')}
              name="code"
              autoComplete="off"
              defaultValue={action?.code ?? data.code}
              errors={problem ? undefined : tr(errors.code)}
              isInvalid={Boolean(errors.code)}
            />
            <Busy intent="redeem">{t('gift:gift.redeem')}</Busy>
          </LocaleForm>
          <LocaleLink className={g.link} to={data.links.shop}>
            {t('gift:gift.title')}
          </LocaleLink>
        </div>
      </div>
    </div>
  )
}
