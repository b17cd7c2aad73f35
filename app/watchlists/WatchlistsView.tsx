import { useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { blockInvalidSubmit, checkOnceLoaded, type FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import { LocaleForm, LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import * as cs from '#app/catalogue/catalogue.css.ts'
import { useFocusRefusal } from './refusal-focus.ts'
import { watchlistStrings } from './strings.ts'
import type { WatchlistsActionData, WatchlistsData } from './watchlists.server.ts'
import * as s from './watchlists.css.ts'

type Translate = ReturnType<typeof useT<[typeof watchlistStrings]>>['t']
/** A message key from a form check or the action: a watchlists key, or the product's duplicatedItemMessage. */
const say = (t: Translate, key: string) => t((key.startsWith('watchlists:') ? key : `watchlists:${key}`) as Parameters<Translate>[0])

/** The forms' checks (zod): fetched when a form is first used, not with the page. */
const loadChecks = () => import('./forms.ts')

/**
 * The same check the action makes, before posting, once it has arrived (the form's first use
 * fetches it: spread `warmOnUse` on the form); until then, and without JavaScript, the action
 * answers it.
 */
function useNameCheck() {
  const [errors, setErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const onSubmit = blockInvalidSubmit(
    checkOnceLoaded(checks, (m) => m.watchlistIntents),
    setErrors,
  )
  return { errors, onSubmit, warmOnUse: checks.warmOnUse }
}

/** A name field and a submit button: create, create-and-add and rename. */
export function NameFields({
  label,
  submit,
  errors,
  defaultValue,
  busy,
}: {
  label: string
  submit: string
  errors?: string[]
  defaultValue?: string
  busy?: boolean
}) {
  const { t } = useT(watchlistStrings)
  return (
    <div className={s.row}>
      <TextField name="name" label={label} defaultValue={defaultValue} errors={errors?.map((e) => say(t, e))} autoComplete="off" />
      <Button type="submit" variant="secondary" isDisabled={busy}>
        {submit}
      </Button>
    </div>
  )
}

/**
 * A list's button in the add-to-watchlist panel and picker. A list that already holds the title
 * (the platform says so) is not offered again: its button is disabled and says why, in a note the
 * button is described by, so a screen reader reads it with the button.
 */
export function AddChoice({ list, busy }: { list: { watchlistExternalId: string; name: string; holdsItem?: boolean }; busy: boolean }) {
  const { t } = useT(watchlistStrings)
  const noteId = `${useId()}-holds`
  return (
    <span className={s.choice}>
      <Button type="submit" variant="secondary" isDisabled={busy || list.holdsItem} aria-describedby={list.holdsItem ? noteId : undefined}>
        {t('watchlists:watchlists.add.to', { name: list.name })}
      </Button>
      {list.holdsItem ? (
        <span id={noteId} className={s.holds}>
          {t('watchlists:watchlists.add.already')}
        </span>
      ) : null}
    </span>
  )
}

function Hidden({ values }: { values: Record<string, string | number | null | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
    </>
  )
}

export function WatchlistsView({ data }: { data: WatchlistsData }) {
  const { t } = useT(watchlistStrings)
  const actionData = useActionData<WatchlistsActionData>()
  const busy = useNavigation().state === 'submitting'
  const titleId = useId()
  const create = useNameCheck()
  const createErrors = actionData?.intent === 'create' ? actionData.errors.name : undefined
  const notice = data.notice && !actionData ? data.notice : null
  const owned = data.lists.filter((l) => l.ownership === 'OWNED')
  // a new page (after a list is made, or any other change) starts the create forms empty again; a
  // refused submission stays on the same location, so what was typed is kept with its message
  const formKey = useLocation().key
  // A refusal moves focus to the field it is about (create or rename), else to its message: once
  // the navigation is over, as the answer arrives while the page is still loading and the create
  // forms are drawn again (formKey) when it ends
  const createForm = useRef<HTMLFormElement>(null)
  const renameForm = useRef<HTMLFormElement>(null)
  const alert = useRef<HTMLParagraphElement>(null)
  const idle = useNavigation().state === 'idle'
  useFocusRefusal(idle ? actionData : undefined, (answer) => (answer.intent === 'rename' ? renameForm.current : createForm.current), alert)

  return (
    <section className={cs.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={cs.title}>
        {data.adding
          ? t('watchlists:watchlists.add.heading', { title: data.adding.title })
          : data.selected
            ? data.selected.name
            : t('watchlists:watchlists.title')}
      </h1>
      <div role="status">
        {notice && /^(created|renamed|deleted|added|removed|moved|saved)$/.test(notice) ? (
          <p className={s.notice}>{say(t, `watchlists.notice.${notice}`)}</p>
        ) : null}
      </div>
      {actionData?.message ? (
        <p role="alert" className={s.error} tabIndex={-1} ref={alert}>
          {say(t, actionData.message)}
        </p>
      ) : null}

      {data.adding ? (
        <section className={cs.section} aria-label={t('watchlists:watchlists.add.title')}>
          {owned.length ? (
            <ul className={s.panelList}>
              {owned.map((list) => (
                <li key={list.watchlistExternalId}>
                  <LocaleForm method="post" className={s.inline}>
                    <Hidden
                      values={{
                        intent: 'add-item',
                        watchlistId: list.watchlistExternalId,
                        owner: list.ownerExternalId,
                        contentId: data.adding!.id,
                        contentType: data.adding!.type,
                        from: data.from,
                      }}
                    />
                    <AddChoice list={list} busy={busy} />
                  </LocaleForm>
                </li>
              ))}
            </ul>
          ) : (
            <p className={cs.muted}>{t('watchlists:watchlists.add.none')}</p>
          )}
          <LocaleForm key={formKey} ref={createForm} method="post" onSubmit={create.onSubmit} {...create.warmOnUse} noValidate>
            <Hidden values={{ intent: 'create', contentId: data.adding.id, contentType: data.adding.type, from: data.from }} />
            <NameFields
              label={t('watchlists:watchlists.create')}
              submit={t('watchlists:watchlists.createAndAdd')}
              errors={create.errors?.name ?? createErrors}
              defaultValue={actionData?.values?.name}
              busy={busy}
            />
          </LocaleForm>
          {data.from ? (
            <LocaleLink className={cs.link} to={data.from}>
              {t('watchlists:watchlists.add.close')}
            </LocaleLink>
          ) : null}
        </section>
      ) : null}

      {data.loadFailed ? (
        <p role="alert" className={s.error}>
          {t('watchlists:watchlists.loadFailed')}
        </p>
      ) : null}
      {data.missing ? <p className={cs.muted}>{t('watchlists:watchlists.notFound')}</p> : null}
      {data.selected ? <ListDetail list={data.selected} renameForm={renameForm} /> : null}

      {!data.adding ? (
        <section className={cs.section} aria-labelledby={`${titleId}-lists`}>
          <h2 id={`${titleId}-lists`} className={cs.sectionHeading}>
            {t('watchlists:watchlists.lists')}
          </h2>
          {data.lists.length ? (
            <ul className={s.lists}>
              {data.lists.map((list) => (
                <li key={list.watchlistExternalId} className={s.card}>
                  <div className={s.thumbs} aria-hidden="true">
                    {list.thumbnails.map((src) => (
                      <img key={src} className={s.thumb} src={src} alt="" loading="lazy" />
                    ))}
                  </div>
                  <LocaleLink className={cs.link} to={list.href}>
                    {list.name}
                  </LocaleLink>
                  {list.ownership === 'SHARED' ? <span className={s.badge}>{t('watchlists:watchlists.shared')}</span> : null}
                  <span className={cs.muted}>{t('watchlists:watchlists.count', { count: list.itemCount })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={cs.muted}>{t('watchlists:watchlists.empty')}</p>
          )}
          {data.moreLists ? (
            <ButtonLink href={data.moreLists} variant="secondary">
              {t('watchlists:watchlists.more')}
            </ButtonLink>
          ) : null}
          <LocaleForm key={formKey} ref={createForm} method="post" onSubmit={create.onSubmit} {...create.warmOnUse} noValidate>
            <Hidden values={{ intent: 'create' }} />
            <NameFields
              label={t('watchlists:watchlists.create')}
              submit={t('watchlists:watchlists.createButton')}
              errors={create.errors?.name ?? createErrors}
              defaultValue={actionData?.intent === 'create' ? actionData.values?.name : undefined}
              busy={busy}
            />
          </LocaleForm>
        </section>
      ) : null}
    </section>
  )
}

/** One list: its titles (each playing with watchlistId and owner), and what its owner or a viewer of a shared list may do. */
function ListDetail({ list, renameForm }: { list: NonNullable<WatchlistsData['selected']>; renameForm: RefObject<HTMLFormElement> }) {
  const { t } = useT(watchlistStrings)
  const actionData = useActionData<WatchlistsActionData>()
  const busy = useNavigation().state === 'submitting'
  const rename = useNameCheck()
  const owner = list.ownership === 'OWNED'
  const ids = { watchlistId: list.watchlistExternalId, owner: list.ownerExternalId }
  const confirming = actionData?.intent === 'delete' && actionData.confirm === true
  const { pathname, search } = useLocation()
  const headingId = useId()
  const itemsRef = useRef<HTMLElement>(null)
  const pressed = useRef<Pressed | null>(null)
  const idle = useNavigation().state === 'idle'
  // The pressed button is disabled while its form posts, and a move or a removal may take it off
  // the page: once the list is back, focus goes to where a keyboard user carries on.
  useEffect(() => {
    if (!idle || !pressed.current || !itemsRef.current) return
    const target = pressed.current
    pressed.current = null
    focusAfter(itemsRef.current, target, list.items)
  }, [idle, list.items])

  return (
    <section className={cs.section} aria-labelledby={headingId} ref={itemsRef}>
      <h2 id={headingId} className={cs.sectionHeading} tabIndex={-1}>
        {t('watchlists:watchlists.items')}
      </h2>
      {owner ? null : <span className={s.badge}>{t('watchlists:watchlists.shared')}</span>}
      <p className={cs.muted}>
        {t('watchlists:watchlists.shareLink')}:{' '}
        <a className={cs.link} href={list.shareUrl}>
          {list.shareUrl}
        </a>
      </p>
      {list.items.length ? (
        <ol className={s.items} start={list.after + 1}>
          {list.items.map((item, i) => (
            <li key={item.id} className={s.item}>
              {item.thumbnailUrl ? <img className={s.itemThumb} src={item.thumbnailUrl} alt="" loading="lazy" /> : null}
              <span className={s.itemTitle}>
                {item.href ? (
                  <LocaleLink className={cs.link} to={item.href}>
                    {item.title}
                  </LocaleLink>
                ) : (
                  item.title
                )}
              </span>
              {owner ? (
                <>
                  {i > 0 ? (
                    <ItemButton
                      ids={ids}
                      item={item}
                      after={list.after}
                      extra={{ intent: 'move', direction: 'up' }}
                      label={t('watchlists:watchlists.moveUp', { title: item.title })}
                      glyph="↑"
                      busy={busy}
                      pressed={pressed}
                    />
                  ) : null}
                  {i < list.items.length - 1 ? (
                    <ItemButton
                      ids={ids}
                      item={item}
                      after={list.after}
                      extra={{ intent: 'move', direction: 'down' }}
                      label={t('watchlists:watchlists.moveDown', { title: item.title })}
                      glyph="↓"
                      busy={busy}
                      pressed={pressed}
                    />
                  ) : null}
                  <ItemButton
                    ids={ids}
                    item={item}
                    after={list.after}
                    extra={{ intent: 'remove-item' }}
                    label={t('watchlists:watchlists.remove', { title: item.title })}
                    glyph="✕"
                    busy={busy}
                    pressed={pressed}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={cs.muted}>{t('watchlists:watchlists.emptyList')}</p>
      )}
      {list.moreItems ? (
        <ButtonLink href={list.moreItems} variant="secondary">
          {t('watchlists:watchlists.more')}
        </ButtonLink>
      ) : null}
      {owner ? (
        <LocaleForm ref={renameForm} method="post" onSubmit={rename.onSubmit} {...rename.warmOnUse} noValidate>
          <Hidden values={{ intent: 'rename', ...ids }} />
          <NameFields
            label={t('watchlists:watchlists.newName')}
            submit={t('watchlists:watchlists.rename')}
            errors={rename.errors?.name ?? (actionData?.intent === 'rename' ? actionData.errors.name : undefined)}
            defaultValue={actionData?.intent === 'rename' ? actionData.values?.name : list.name}
            busy={busy}
          />
        </LocaleForm>
      ) : null}
      {confirming ? (
        <div className={s.row}>
          <p role="alert">
            {owner
              ? t('watchlists:watchlists.deleteConfirm', { name: list.name })
              : t('watchlists:watchlists.unsaveConfirm', { name: list.name })}
          </p>
          <LocaleForm method="post" className={s.inline}>
            <Hidden values={{ intent: 'delete', confirmed: 'yes', ...ids }} />
            <Button type="submit" variant="primary" isDisabled={busy}>
              {owner ? t('watchlists:watchlists.deleteYes') : t('watchlists:watchlists.unsaveYes')}
            </Button>
          </LocaleForm>
          <LocaleLink className={cs.link} to={`${pathname}${search}`}>
            {t('watchlists:watchlists.deleteKeep')}
          </LocaleLink>
        </div>
      ) : null}
      <div className={s.row}>
        {!owner && !list.saved ? (
          <LocaleForm method="post" className={s.inline}>
            <Hidden values={{ intent: 'save', ...ids }} />
            <Button type="submit" variant="primary" isDisabled={busy}>
              {t('watchlists:watchlists.save')}
            </Button>
          </LocaleForm>
        ) : null}
        {(owner || list.saved) && !confirming ? (
          <LocaleForm method="post" className={s.inline}>
            <Hidden values={{ intent: 'delete', ...ids }} />
            <Button type="submit" variant="secondary" isDisabled={busy}>
              {owner ? t('watchlists:watchlists.delete') : t('watchlists:watchlists.unsave')}
            </Button>
          </LocaleForm>
        ) : null}
        <LocaleLink className={cs.link} to="/watchlists">
          {t('watchlists:watchlists.back')}
        </LocaleLink>
      </div>
    </section>
  )
}

/** The item button last pressed: its item, what it does ("move-up", "move-down", "remove-item") and the item's place then. */
interface Pressed {
  id: string
  action: string
  index: number
}

const itemForm = (id: string, action: string) => `form[data-item="${CSS.escape(id)}"][data-action="${action}"] button`

/**
 * After a move: the moved title's same button, or its other move button once it reached an end.
 * After a removal: the remove button of the title now in its place, or of the one before, or
 * the list's heading when the list is empty.
 */
function focusAfter(root: HTMLElement, pressed: Pressed, items: { id: string }[]) {
  const find = (selector: string) => root.querySelector<HTMLElement>(selector)
  let target: HTMLElement | null = null
  if (pressed.action === 'remove-item' && !items.some((i) => i.id === pressed.id)) {
    const next = items[pressed.index] ?? items[pressed.index - 1]
    target = next ? find(itemForm(next.id, 'remove-item')) : null
  } else {
    target =
      find(itemForm(pressed.id, pressed.action)) ??
      find(itemForm(pressed.id, pressed.action === 'move-up' ? 'move-down' : 'move-up')) ??
      find(itemForm(pressed.id, 'remove-item'))
  }
  ;(target ?? root.querySelector<HTMLElement>('h2'))?.focus()
}

function ItemButton(props: {
  ids: { watchlistId: string; owner: string }
  item: { id: string; contentType: string }
  after: number
  extra: Record<string, string>
  label: string
  glyph: string
  busy: boolean
  pressed: { current: Pressed | null }
}) {
  const action = props.extra.intent === 'move' ? `move-${props.extra.direction}` : String(props.extra.intent)
  return (
    <LocaleForm
      method="post"
      className={s.inline}
      data-item={props.item.id}
      data-action={action}
      onSubmit={(event) => {
        const row = event.currentTarget.closest('li')
        const index = row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : 0
        props.pressed.current = { id: props.item.id, action, index }
      }}
    >
      <Hidden
        values={{ ...props.ids, contentId: props.item.id, contentType: props.item.contentType, after: props.after || null, ...props.extra }}
      />
      <Button type="submit" variant="secondary" aria-label={props.label} isDisabled={props.busy}>
        <span aria-hidden="true">{props.glyph}</span>
      </Button>
    </LocaleForm>
  )
}
