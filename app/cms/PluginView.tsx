import type { PluginDocument } from '#schemas/index.ts'
import type { ValidationIssue } from '#app/platform/types.ts'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { ErrorPanel } from '#blocks/shared/ErrorPanel.tsx'
import * as styles from './plugin-view.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/**
 * A plugin page: an iframe filling the page, or for external plugins a short page that sends the
 * viewer on (opening in a new tab, so the product stays where it was).
 */
export function PluginView({
  plugin,
  errors = [],
  preview = false,
  bare = false,
}: {
  plugin: PluginDocument
  errors?: ValidationIssue[]
  preview?: boolean
  bare?: boolean
}) {
  const { t } = useT(commonStrings)
  return (
    <div className={bare ? styles.bare : styles.page}>
      {preview && errors.length ? <ErrorPanel id={plugin.id ?? 'plugin'} type="plugin" issues={errors} /> : null}
      {bare ? null : <h1 className={styles.title}>{plugin.title}</h1>}
      {plugin.mode === 'iframe' ? (
        <iframe
          className={styles.frame}
          title={plugin.title}
          src={plugin.url}
          // worked out by the loader (plugin-route.server.ts): a same-origin page never keeps its
          // origin; a document without one gets the strictest sandbox
          sandbox={plugin.sandbox ?? ''}
          style={{ height: bare ? '100vh' : (plugin.height ?? 720) }}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.external}>
          {plugin.description ? <p>{plugin.description}</p> : null}
          <ButtonLink variant="primary" href={plugin.url} target="_blank" rel="noopener noreferrer">
            {t('common:plugin.open', { title: plugin.title })} <span className={styles.hint}>{t('common:plugin.opensNewTab')}</span>
          </ButtonLink>
        </div>
      )}
    </div>
  )
}
