import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import type { RootData } from '#app/root.server.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { DetailView } from '#app/catalogue/DetailView.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import type { WatchTogetherViewer } from '#app/platform/watch-together.server.ts'
import { ShareButton } from '#blocks/buttons/ShareButton.tsx'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { watchTogetherStrings } from './strings.ts'
import type { WatchTogetherActionData, WatchTogetherData } from './watch-together.server.ts'
import * as s from './watch-together.css.ts'

/**
 * Who is watching, kept up to date by the page's event stream (server-sent events relayed from
 * the platform). Without JavaScript, or until the first event, it is the list the page was
 * rendered with; a new list from the loader (after joining or leaving) replaces it too.
 */
function useViewers(streamPath: string, initial: WatchTogetherViewer[]): WatchTogetherViewer[] {
  const [viewers, setViewers] = useState(initial)
  useEffect(() => setViewers(initial), [initial])
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(streamPath)
    const onViewers = (event: MessageEvent<string>) => {
      try {
        const room = JSON.parse(event.data) as { viewers?: unknown }
        if (Array.isArray(room.viewers)) setViewers(room.viewers as WatchTogetherViewer[])
      } catch {
        // not ours: keep the list as it is
      }
    }
    source.addEventListener('viewers', onViewers)
    return () => {
      source.removeEventListener('viewers', onViewers)
      source.close()
    }
  }, [streamPath])
  return viewers
}

export function WatchTogetherView({ data }: { data: WatchTogetherData }) {
  const { t } = useT(watchTogetherStrings)
  const headingId = useId()
  const watchingId = useId()
  const inviteId = useId()
  const hydrated = useHydrated()
  const root = useRouteLoaderData('root') as RootData | undefined
  const sharing = (root?.settings ?? fallbackSettings).features.sharing !== false
  const failed = useActionData<WatchTogetherActionData>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
  const { room, detail } = data
  const viewers = useViewers(data.streamPath, room.viewers)
  const joined = viewers.some((v) => v.viewerId === room.you)
  // the invite link as the visitor will share it: absolute once the page knows its origin
  const [inviteUrl, setInviteUrl] = useState(data.invitePath)
  useEffect(() => setInviteUrl(new URL(data.invitePath, window.location.href).href), [data.invitePath])

  return (
    <>
      <DetailView data={detail} watchTogetherPage />
      <section className={s.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={s.heading}>
          {t('watchTogether:watchTogether.title')}
        </h2>
        <p className={s.muted}>{t('watchTogether:watchTogether.intro')}</p>
        {failed && !failed.ok ? (
          <p role="alert" className={s.alert}>
            {t(`watchTogether:${failed.message}`)}
          </p>
        ) : null}
        {data.notice && !failed ? (
          <p role="status" className={s.notice}>
            {t(`watchTogether:watchTogether.notice.${data.notice}`)}
          </p>
        ) : null}

        <div className={s.row}>
          <label htmlFor={inviteId}>{t('watchTogether:watchTogether.invite')}</label>
          <input id={inviteId} className={s.invite} type="url" readOnly value={inviteUrl} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${inviteId}-help`} />
          {sharing ? <ShareButton url={data.invitePath} title={t('watchTogether:watchTogether.pageTitle', { title: detail.item.title })} label={t('watchTogether:watchTogether.share')} size="small" /> : null}
        </div>
        <p id={`${inviteId}-help`} className={s.muted}>
          {t('watchTogether:watchTogether.inviteHelp')}
        </p>

        <div className={s.row}>
          <Form method="post" className={s.form}>
            <input type="hidden" name="intent" value={joined ? 'leave' : 'join'} />
            <Button type="submit" variant={joined ? 'secondary' : 'primary'} isDisabled={busy && hydrated}>
              {joined ? t('watchTogether:watchTogether.leave') : t('watchTogether:watchTogether.join')}
            </Button>
          </Form>
          <p className={s.muted}>{joined ? t('watchTogether:watchTogether.joined') : t('watchTogether:watchTogether.notJoined')}</p>
        </div>

        <section aria-labelledby={watchingId} aria-live="polite">
          <h3 id={watchingId} className={s.subheading}>
            {t('watchTogether:watchTogether.watching')}
          </h3>
          <p className={s.muted}>{t('watchTogether:watchTogether.count', { count: viewers.length })}</p>
          {viewers.length ? (
            <ul className={s.viewers} aria-labelledby={watchingId}>
              {viewers.map((v) => (
                <li key={v.viewerId} className={s.viewer} data-you={v.viewerId === room.you ? 'true' : undefined}>
                  {v.viewerId === room.you ? t('watchTogether:watchTogether.you', { name: v.name }) : v.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.muted}>{t('watchTogether:watchTogether.nobody')}</p>
          )}
        </section>
        <p>
          <LocaleLink to={`/live/${encodeURIComponent(detail.item.id)}`}>{t('watchTogether:watchTogether.backToEvent')}</LocaleLink>
        </p>
      </section>
    </>
  )
}
