/**
 * The add-to-watchlist panel (see AddToWatchlist.tsx): a dialog in a popover anchored to the title's
 * button, with the lists, the create form and its zod check. A separate chunk, fetched when a
 * viewer first reaches for the button, so react-aria's overlays and zod stay out of the first
 * download of every page with titles.
 */
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'
import { checkForm } from '#app/auth/forms.ts'
import { blockInvalidSubmit, type FieldErrors } from '#app/auth/form-errors.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { useLocalePath } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { WATCHLIST_CONFIRMATION_MS } from './confirmation.ts'
import { watchlistIntents } from './forms.ts'
import { watchlistStrings } from './strings.ts'
import type { WatchlistsActionData, WatchlistsData } from './watchlists.server.ts'
import { useFocusRefusal } from './refusal-focus.ts'
import { AddChoice, NameFields } from './WatchlistsView.tsx'
import * as s from './watchlists.css.ts'

export interface AddToWatchlistPanelProps {
  content: { id: string; type: string; title: string }
  picker: string
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

export function AddToWatchlistPanel({ content, picker, triggerRef, isOpen, onOpenChange }: AddToWatchlistPanelProps) {
  const headingId = `add-to-watchlist-${content.id}`
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start">
      <Dialog className={s.panel} aria-labelledby={headingId}>
        <Panel content={content} picker={picker} headingId={headingId} close={() => onOpenChange(false)} />
      </Dialog>
    </Popover>
  )
}

function Panel({
  content,
  picker,
  headingId,
  close,
}: {
  content: { id: string; type: string; title: string }
  picker: string
  headingId: string
  close: () => void
}) {
  const { t } = useT(watchlistStrings)
  const localize = useLocalePath()
  const lists = useFetcher<WatchlistsData>()
  const post = useFetcher<WatchlistsActionData>()
  const [creating, setCreating] = useState(false)
  const [errors, setErrors] = useState<FieldErrors | null>(null)
  const attempts = useRef(0)
  const createForm = useRef<HTMLFormElement>(null)
  const alert = useRef<HTMLParagraphElement>(null)

  // Load the lists when the panel opens; a load cut short (a navigation or revalidation aborts
  // fetcher loads) leaves the fetcher idle without data, so it is asked again, a few times at most.
  useEffect(() => {
    if (lists.state !== 'idle' || lists.data || attempts.current >= 3) return
    attempts.current += 1
    lists.load(localize(picker))
  }, [lists, localize, picker])

  const confirmed = post.state === 'idle' && post.data?.ok ? post.data : null
  useEffect(() => {
    if (!confirmed) return
    const timer = setTimeout(close, WATCHLIST_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [confirmed, close])

  const action = localize('/watchlists')
  const busy = post.state !== 'idle'
  const failure = post.state === 'idle' && post.data && !post.data.ok ? post.data : null
  // once the platform's refusal is back: focus to the name field it is about, else to its message
  useFocusRefusal(failure, () => createForm.current, alert)
  const owned = lists.data?.lists.filter((l) => l.ownership === 'OWNED') ?? []
  const message = (key: string) => t((key.startsWith('watchlists:') ? key : `watchlists:${key}`) as Parameters<typeof t>[0])

  // loading and the confirmation are announced; the list and the create form are not live
  const status = confirmed
    ? t('watchlists:watchlists.add.added', { name: confirmed.name ?? '' })
    : !lists.data
      ? t('watchlists:watchlists.add.loading')
      : ''
  let body: ReactNode = null
  if (confirmed || !lists.data) {
    body = null
  } else if (creating) {
    body = (
      <post.Form
        ref={createForm}
        method="post"
        action={action}
        noValidate
        onSubmit={blockInvalidSubmit((form) => checkForm(watchlistIntents, form), setErrors)}
      >
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="panel" value="1" />
        <input type="hidden" name="contentId" value={content.id} />
        <input type="hidden" name="contentType" value={content.type} />
        <NameFields
          label={t('watchlists:watchlists.name')}
          submit={t('watchlists:watchlists.createAndAdd')}
          errors={errors?.name ?? failure?.errors.name}
          busy={busy}
        />
        <Button variant="secondary" onPress={() => setCreating(false)}>
          {t('watchlists:watchlists.add.cancel')}
        </Button>
      </post.Form>
    )
  } else {
    body = (
      <>
        {owned.length ? (
          <ul className={s.panelList}>
            {owned.map((list) => (
              <li key={list.watchlistExternalId}>
                <post.Form method="post" action={action}>
                  <input type="hidden" name="intent" value="add-item" />
                  <input type="hidden" name="panel" value="1" />
                  <input type="hidden" name="watchlistId" value={list.watchlistExternalId} />
                  <input type="hidden" name="owner" value={list.ownerExternalId} />
                  <input type="hidden" name="contentId" value={content.id} />
                  <input type="hidden" name="contentType" value={content.type} />
                  <AddChoice list={list} busy={busy} />
                </post.Form>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('watchlists:watchlists.add.none')}</p>
        )}
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t('watchlists:watchlists.create')}
        </Button>
      </>
    )
  }

  return (
    <>
      <Heading slot="title" id={headingId} className={s.panelHeading}>
        {t('watchlists:watchlists.add.heading', { title: content.title })}
      </Heading>
      <p role="status" className={confirmed ? s.notice : undefined}>
        {status}
      </p>
      {body}
      {lists.data?.loadFailed ? (
        <p role="alert" className={s.error}>
          {t('watchlists:watchlists.loadFailed')}
        </p>
      ) : null}
      {failure?.message ? (
        <p role="alert" className={s.error} tabIndex={-1} ref={alert}>
          {message(failure.message)}
        </p>
      ) : null}
      {confirmed ? null : (
        <Button variant="secondary" onPress={close}>
          {t('watchlists:watchlists.add.close')}
        </Button>
      )}
    </>
  )
}
