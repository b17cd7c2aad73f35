import { button } from '#app/components/ui/button.css.ts'
import { Button } from '#app/components/ui/Button.tsx'
import type { ProviderButton } from './types.ts'
import * as styles from './federated.css.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'

/**
 * The realm's external sign-in providers on the login page, working before (and without)
 * JavaScript: links that start a flow on the server, or, where starting sets this browser's state
 * (Apple, Google, Facebook), a one-button form posting to the provider's sub-route.
 */
export function ProviderButtons({ buttons, separator = true }: { buttons: ProviderButton[]; separator?: boolean }) {
  const { t } = useT(federatedStrings)
  if (!buttons.length) return null
  return (
    <>
      {separator ? (
        <p className={styles.separator} role="separator" aria-label={t('federated:federated.or')}>
          {t('federated:federated.or')}
        </p>
      ) : null}
      <ul className={styles.providers}>
        {buttons.map((b) => (
          <li key={b.name}>
            <ProviderStart
              button={b}
              label={b.kind === 'tv' ? t('federated:federated.tvProvider') : t('federated:federated.continueWith', { provider: b.label })}
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** One provider's start: a document navigation or a native form post (the answer is a redirect to another origin). */
export function ProviderStart({
  button: b,
  label,
}: {
  button: Pick<ProviderButton, 'name' | 'href' | 'logoUri' | 'method'>
  label: string
}) {
  const content = (
    <>
      {b.logoUri ? <img src={b.logoUri} alt="" width={20} height={20} className={styles.logo} /> : null}
      {label}
    </>
  )
  if (b.method === 'post')
    return (
      <form method="post" action={b.href} className={styles.startForm}>
        <input type="hidden" name="intent" value="start" />
        <Button type="submit" variant="secondary" className={styles.providerButton} data-provider={b.name}>
          {content}
        </Button>
      </form>
    )
  return (
    <a href={b.href} className={`${button({ variant: 'secondary' })} ${styles.providerButton}`} data-provider={b.name}>
      {content}
    </a>
  )
}
