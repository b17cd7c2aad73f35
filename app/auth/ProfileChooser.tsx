import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import type { ProfileChooserData } from '#app/root.server.ts'
import { Button } from '#app/components/ui/Button.tsx'
import * as styles from './profile-chooser.css.ts'
import { useT } from '#app/i18n/t.ts'
import { profileChooserStrings } from '#app/auth/chooser-strings.ts'

/**
 * "Who's watching?": shown instead of the page when a
 * signed-in viewer opens it with chooseProfile=1. Each profile is a plain form posting to the
 * PROFILES action's switch intent, which returns to this page without the suffix; a
 * PIN-protected profile asks for its PIN there too. Server-rendered and working without
 * JavaScript. Lazy-loaded by the root, and kept to native elements (decision 013).
 */
export function ProfileChooser({ data, manageHref }: { data: ProfileChooserData; manageHref: string }) {
  const { t } = useT(profileChooserStrings)
  return (
    <section className={styles.page} aria-labelledby="profile-chooser-title">
      <h1 id="profile-chooser-title" className={styles.title}>
        {t('profileChooser:profileChooser.title')}
      </h1>
      <ul className={styles.list}>
        {data.profiles.map((p) => (
          <li key={p.id} className={styles.card}>
            <span className={styles.avatar} aria-hidden="true">
              {/* the first character, not half of one: an emoji is two UTF-16 units */}
              {(Array.from(p.name.trim())[0] ?? '').toUpperCase()}
            </span>
            <h2 className={styles.name}>{p.name}</h2>
            {p.tp === 'CHILD' || p.hasPin ? (
              <p className={styles.note}>
                {[
                  p.tp === 'CHILD' ? t('profileChooser:profileChooser.child') : '',
                  p.hasPin ? t('profileChooser:profileChooser.locked') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            <LocaleForm method="post" action={data.action} className={styles.form}>
              <input type="hidden" name="intent" value="select" />
              <input type="hidden" name="id" value={p.id} />
              {p.hasPin ? (
                <label className={styles.pinLabel}>
                  {t('profileChooser:profileChooser.pinFor', { name: p.name })}
                  <input className={styles.pinInput} type="password" name="pin" inputMode="numeric" autoComplete="off" maxLength={4} />
                </label>
              ) : null}
              <Button type="submit" variant={p.id === data.current ? 'secondary' : 'primary'} className={styles.choose}>
                {t('profileChooser:profileChooser.watchAs', { name: p.name })}
              </Button>
            </LocaleForm>
          </li>
        ))}
      </ul>
      <LocaleLink to={manageHref} className={styles.manage}>
        {t('profileChooser:profileChooser.manage')}
      </LocaleLink>
    </section>
  )
}
