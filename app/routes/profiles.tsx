import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { Radio, RadioGroup } from '#app/components/ui/RadioGroup.tsx'
import { Label } from 'react-aria-components/Label'
import { platformFor } from '#app/session.server.ts'
import { PAGE_STATE, PROFILES_NOTICES, profilesAction, type ProfilesActionData, type ProfilesNotice } from '#app/auth/profiles.server.ts'
import { takeFlash } from '#app/utils/flash.server.ts'
import type { Profile } from '#app/platform/types.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage, useFieldText } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:profiles.pageTitle') }]

/** PROFILES: the account's adult and child profiles; create, rename, delete, switch, PINs. Signed-in only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer)
  const { profiles, current } = await client.profiles()
  const isChild = viewer.tp === 'CHILD'
  // ?delete=<id> is the page asking to confirm that profile's deletion (a child profile manages
  // nothing, and an id not in the list asks nothing); the rest of the query stays on its links.
  const asked = isChild ? undefined : profiles.find((p) => p.id === url.searchParams.get('delete'))
  const kept = [...url.searchParams].filter(([name]) => !(PAGE_STATE as readonly string[]).includes(name))
  const flash = await takeFlash(request, context, 'profiles')
  const notice =
    flash && (PROFILES_NOTICES as readonly string[]).includes(flash.key)
      ? ({ key: flash.key, values: flash.values } as ProfilesNotice)
      : null
  return {
    profiles,
    current: current ?? viewer.pro ?? null,
    isChild,
    /** the last answer's message, once (a flash cookie, never the URL) */
    notice,
    confirmDelete: asked ? { id: asked.id, name: asked.name } : null,
    kept,
    listHref: url.pathname + (kept.length ? `?${new URLSearchParams(kept)}` : ''),
    backHref: safeRedirectPath(url.searchParams.get('from'), localePath(locale, '/home')),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return profilesAction(request, context, localeOfRequest(request))
}

export default function Profiles() {
  const { profiles, current, isChild, notice, confirmDelete, kept, listHref, backHref } = useLoaderData<typeof loader>()
  const actionData = useActionData<ProfilesActionData>()
  const { t } = useT(authStrings)
  const tr = useFieldText()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const createErrors = actionData?.intent === 'create' ? actionData.errors : {}
  if (confirmDelete)
    return (
      <AuthPanel title={t('auth:profiles.title')} backHref={listHref} wide>
        <DeleteConfirmation
          profile={confirmDelete}
          cancelHref={listHref}
          error={actionData?.intent === 'delete' ? actionData.message : undefined}
          busy={busy}
        />
      </AuthPanel>
    )
  return (
    <AuthPanel title={t('auth:profiles.title')} backHref={backHref} wide>
      {actionData?.message && actionData.intent !== 'create' ? <FormMessage message={actionData.message} /> : null}
      {notice && !actionData ? (
        notice.key === 'profiles.deleted' ? (
          <DeletedNotice name={notice.values?.name ?? ''} />
        ) : (
          <FormMessage tone="success" message={notice.key} />
        )
      ) : null}
      {isChild ? <FormMessage tone="notice" message="profiles.childNote" /> : null}
      <ul className={styles.profileList}>
        {profiles.map((p) => (
          <ProfileCard
            key={p.id}
            profile={p}
            isCurrent={p.id === current}
            canManage={!isChild}
            // the last adult profile stays: someone must be able to manage the account
            canDelete={p.tp === 'CHILD' || profiles.filter((q) => q.tp === 'ADULT').length > 1}
            actionData={actionData?.id === p.id ? actionData : undefined}
            kept={kept}
            busy={busy}
          />
        ))}
      </ul>
      {!isChild ? (
        <LocaleForm method="post" noValidate className={styles.form} aria-labelledby="add-profile">
          <h2 id="add-profile" className={styles.profileName}>
            {t('auth:profiles.add')}
          </h2>
          <FormMessage message={actionData?.intent === 'create' ? actionData.message : undefined} />
          <input type="hidden" name="intent" value="create" />
          <TextField
            label={t('auth:profiles.name')}
            name="name"
            defaultValue={actionData?.intent === 'create' ? actionData.values?.name : undefined}
            errors={tr(createErrors.name)}
          />
          <RadioGroup name="type" defaultValue="ADULT" className={styles.fieldset}>
            <Label className={styles.legend}>{t('auth:profiles.type')}</Label>
            <Radio className={styles.radio} value="ADULT">
              {t('auth:profiles.adult')}
            </Radio>
            <Radio className={styles.radio} value="CHILD">
              {t('auth:profiles.child')}
            </Radio>
          </RadioGroup>
          <TextField label={t('auth:profiles.newPin')} name="pin" inputMode="numeric" autoComplete="off" errors={tr(createErrors.pin)} />
          <Button type="submit" variant="primary" isDisabled={busy}>
            {t('auth:profiles.create')}
          </Button>
        </LocaleForm>
      ) : null}
    </AuthPanel>
  )
}

function ProfileCard({
  profile: p,
  isCurrent,
  canManage,
  canDelete,
  actionData,
  kept,
  busy,
}: {
  profile: Profile
  isCurrent: boolean
  canManage: boolean
  canDelete: boolean
  actionData?: ProfilesActionData
  /** the page's query parameters to carry into the confirmation (from) */
  kept: [string, string][]
  busy: boolean
}) {
  const { t } = useT(authStrings)
  const tr = useFieldText()
  const errorsFor = (intent: string) => (actionData?.intent === intent ? actionData.errors : {})
  return (
    <li className={styles.profileCard}>
      <div className={styles.profileHead}>
        <h2 className={styles.profileName}>{p.name}</h2>
        <span className={styles.badge}>{p.tp === 'CHILD' ? t('auth:profiles.child') : t('auth:profiles.adult')}</span>
        {p.hasPin ? <span className={styles.badge}>{t('auth:profiles.locked')}</span> : null}
        {isCurrent ? <span className={styles.badge}>{t('auth:profiles.watchingNow')}</span> : null}
      </div>
      <LocaleForm method="post" noValidate className={styles.inlineForm}>
        <input type="hidden" name="intent" value="select" />
        <input type="hidden" name="id" value={p.id} />
        {p.hasPin ? (
          <TextField
            label={`${t('auth:profiles.pin')} (${p.name})`}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            errors={tr(errorsFor('select').pin)}
          />
        ) : null}
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('auth:profiles.watchAs', { name: p.name })}
        </Button>
      </LocaleForm>
      {canManage ? (
        <>
          <LocaleForm method="post" noValidate className={styles.inlineForm}>
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={p.id} />
            <TextField label={t('auth:profiles.newName', { name: p.name })} name="name" errors={tr(errorsFor('rename').name)} />
            <Button type="submit" variant="secondary" isDisabled={busy}>
              {t('auth:profiles.rename')}
            </Button>
          </LocaleForm>
          <LocaleForm method="post" noValidate className={styles.inlineForm}>
            <input type="hidden" name="intent" value="setPin" />
            <input type="hidden" name="id" value={p.id} />
            <TextField
              label={t('auth:profiles.setPin', { name: p.name })}
              name="pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              errors={tr(errorsFor('setPin').pin)}
            />
            <Button type="submit" variant="secondary" isDisabled={busy}>
              {t('auth:profiles.savePin')}
            </Button>
          </LocaleForm>
          <div className={styles.inlineForm}>
            {p.hasPin ? (
              <>
                <LocaleForm method="post">
                  <input type="hidden" name="intent" value="removePin" />
                  <input type="hidden" name="id" value={p.id} />
                  <Button type="submit" variant="ghost" isDisabled={busy}>
                    {t('auth:profiles.removePin')}
                  </Button>
                </LocaleForm>
                <LocaleForm method="post">
                  <input type="hidden" name="intent" value="pinReset" />
                  <input type="hidden" name="id" value={p.id} />
                  <Button type="submit" variant="ghost" isDisabled={busy}>
                    {t('auth:profiles.forgotPin')}
                  </Button>
                </LocaleForm>
              </>
            ) : null}
            {canDelete ? (
              // Deleting starts by asking: a GET to this page with ?delete=<id>, which shows the
              // confirmation, with JavaScript or without.
              <LocaleForm method="get">
                {kept.map(([name, value], i) => (
                  <input key={`${i}:${name}`} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="delete" value={p.id} />
                <Button type="submit" variant="ghost" isDisabled={busy}>
                  {t('auth:profiles.delete', { name: p.name })}
                </Button>
              </LocaleForm>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  )
}

/**
 * The question before a profile is deleted, in the page's place (the list and the add form step
 * aside). Its heading takes focus: on arrival by a page load through the autofocus attribute (no
 * JavaScript needed), on a client-side arrival through the effect. The confirm button posts the
 * delete; Cancel is a link back to the list.
 */
function DeleteConfirmation({
  profile,
  cancelHref,
  error,
  busy,
}: {
  profile: { id: string; name: string }
  cancelHref: string
  error?: string
  busy: boolean
}) {
  const { t } = useT(authStrings)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [profile.id])
  return (
    <section className={styles.confirm} aria-labelledby="delete-profile-title" aria-describedby="delete-profile-body">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation is what the visitor asked to see */}
      <h2 id="delete-profile-title" ref={heading} tabIndex={-1} autoFocus className={styles.confirmTitle}>
        {t('auth:profiles.deleteTitle', { name: profile.name })}
      </h2>
      <p id="delete-profile-body" className={styles.intro}>
        {t('auth:profiles.deleteBody')}
      </p>
      <FormMessage message={error} />
      <LocaleForm method="post" className={styles.confirmActions}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={profile.id} />
        <Button type="submit" variant="primary" className={styles.dangerButton} isDisabled={busy}>
          {t('auth:profiles.deleteConfirm', { name: profile.name })}
        </Button>
        <ButtonLink href={cancelHref} variant="secondary">
          {t('auth:profiles.deleteCancel')}
        </ButtonLink>
      </LocaleForm>
    </section>
  )
}

/**
 * The message after a deletion. It takes focus, as the confirmation it follows did: the button
 * that had focus is gone, and a screen reader then reads what happened.
 */
function DeletedNotice({ name }: { name: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [name])
  return (
    <div ref={box} tabIndex={-1} className={styles.focusTarget}>
      <FormMessage tone="success" message={{ key: 'profiles.deleted', values: { name } }} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
