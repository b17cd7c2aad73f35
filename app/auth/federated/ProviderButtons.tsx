import { button } from '#app/components/ui/button.css.ts'
import { useFederatedText } from './strings.ts'
import type { ProviderButton } from './types.ts'
import * as styles from './federated.css.ts'

/**
 * The realm's external sign-in providers on the login page: plain links that start each flow on
 * the server, so they work before (and without) JavaScript.
 */
export function ProviderButtons({ buttons, separator = true }: { buttons: ProviderButton[]; separator?: boolean }) {
  const text = useFederatedText()
  if (!buttons.length) return null
  return (
    <>
      {separator ? (
        <p className={styles.separator} role="separator" aria-label={text('federated.or')}>
          {text('federated.or')}
        </p>
      ) : null}
      <ul className={styles.providers}>
        {buttons.map((b) => (
          <li key={b.name}>
            {/* A document navigation: the server answers with a redirect to the provider. */}
            <a href={b.href} className={`${button({ variant: 'secondary' })} ${styles.providerButton}`} data-provider={b.name}>
              {b.kind === 'tv' ? text('federated.tvProvider') : text('federated.continueWith', { provider: b.label })}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
