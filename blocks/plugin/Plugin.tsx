import { useId } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import type { PluginDocument } from '#schemas/index.ts'
import type { BlockProps } from '../types.ts'
import * as s from './plugin.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export const DEFAULT_PLUGIN_HEIGHT = 480

/**
 * The plugin's own sandbox, or a default. A cross-origin page may keep its own origin (its own
 * cookies and storage); a same-origin one may not, or it could lift its own sandbox.
 */
export function sandboxFor(plugin: Pick<PluginDocument, 'url' | 'sandbox'>): string {
  if (plugin.sandbox !== undefined) return plugin.sandbox
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation'
  return plugin.url.startsWith('/') && !plugin.url.startsWith('//') ? base : `${base} allow-same-origin`
}

export function Plugin({ block, data }: BlockProps<'plugin'>) {
  const { t } = useT(commonStrings)
  const headingId = useId()
  const { plugin } = data
  const title = block.title ?? plugin.title

  if (plugin.mode === 'iframe') {
    const height = block.height ?? plugin.height ?? DEFAULT_PLUGIN_HEIGHT
    return (
      <section className={s.root} aria-labelledby={headingId} data-block="plugin">
        <h2 id={headingId} className={s.heading}>
          {title}
        </h2>
        <iframe
          className={s.frame}
          title={title}
          src={plugin.url}
          sandbox={sandboxFor(plugin)}
          loading="lazy"
          height={height}
          style={{ height }}
          allow="fullscreen; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </section>
    )
  }

  return (
    <section className={`${s.root} ${s.card}`} aria-labelledby={headingId} data-block="plugin">
      <h2 id={headingId} className={s.heading}>
        {title}
      </h2>
      {plugin.description ? <p className={s.description}>{plugin.description}</p> : null}
      <ButtonLink variant="primary" href={plugin.url} target="_blank" rel="noopener noreferrer">
        {t('common:plugin.openButton')}
        <span className={visuallyHidden}> {t('common:plugin.openLabel', { title })}</span>
      </ButtonLink>
    </section>
  )
}
