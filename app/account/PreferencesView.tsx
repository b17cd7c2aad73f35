/**
 * PREFERENCES: the interface language, subtitle and audio languages, and how videos play
 * (autoAdvance, muted, the featured banners' video backgrounds and their sound). Saved on the
 * platform for the account; the player and the banners read them from there.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES } from '#schemas/preferences.ts'
import { LocaleForm, LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { Checkbox } from '#app/components/ui/Checkbox.tsx'
import type { ActionAnswer, preferencesLoader } from './profile-area.server.ts'
import { FormNotice, SelectField, useAccountForm, useFieldMessages } from './form-parts.tsx'
import { accountStrings } from './profile-strings.ts'
import * as styles from './account.css.ts'

export function PreferencesView() {
  const { preferences, saved } = useLoaderData<typeof preferencesLoader>()
  const answer = useActionData<ActionAnswer>()
  const form = useAccountForm('savePreferences', answer, (forms, values) => forms.errorsIn(forms.PreferencesForm, values))
  const { t } = useT(accountStrings)
  const messages = useFieldMessages()
  const busy = useNavigation().state === 'submitting'
  const v = form.values
  const pick = (name: 'language' | 'subTitleLanguage' | 'audioLanguage') => (v ? (v[name] ?? '') : (preferences[name] ?? ''))
  const checked = (name: 'autoAdvance' | 'videoBackgroundAutoPlay' | 'videoBackgroundAutoPlayAudio' | 'muted') =>
    v ? v[name] === 'on' : preferences[name]
  const languageName = (code: string) => t(`account:lang.${code}` as 'account:lang.en')
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account:preferences.title')}</h1>
      <div className={styles.content}>
        <p className={styles.muted}>{t('account:preferences.intro')}</p>
        <LocaleForm
          method="post"
          noValidate
          className={styles.form}
          onSubmit={form.onSubmit}
          {...form.warmOnUse}
          key={JSON.stringify([preferences, v ?? null])}
        >
          <FormNotice problem={form.problem} saved={saved && !answer} />
          <input type="hidden" name="intent" value="savePreferences" />
          <SelectField
            id="pref-language"
            name="language"
            label={t('account:preferences.language')}
            defaultValue={pick('language')}
            errors={messages(form.errors.language)}
          >
            <option value="">{t('account:preferences.notChosen')}</option>
            {INTERFACE_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="pref-subtitles"
            name="subTitleLanguage"
            label={t('account:preferences.subTitleLanguage')}
            defaultValue={pick('subTitleLanguage')}
            errors={messages(form.errors.subTitleLanguage)}
          >
            <option value="">{t('account:preferences.notChosen')}</option>
            <option value="off">{t('account:preferences.subtitlesOff')}</option>
            {PREFERENCE_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="pref-audio"
            name="audioLanguage"
            label={t('account:preferences.audioLanguage')}
            defaultValue={pick('audioLanguage')}
            errors={messages(form.errors.audioLanguage)}
          >
            <option value="">{t('account:preferences.notChosen')}</option>
            {PREFERENCE_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('account:preferences.playback')}</legend>
            <Checkbox name="muted" value="on" defaultSelected={checked('muted')}>
              {t('account:preferences.muted')}
            </Checkbox>
            <Checkbox name="autoAdvance" value="on" defaultSelected={checked('autoAdvance')}>
              {t('account:preferences.autoAdvance')}
            </Checkbox>
            <Checkbox name="videoBackgroundAutoPlay" value="on" defaultSelected={checked('videoBackgroundAutoPlay')}>
              {t('account:preferences.videoBackgroundAutoPlay')}
            </Checkbox>
            <Checkbox name="videoBackgroundAutoPlayAudio" value="on" defaultSelected={checked('videoBackgroundAutoPlayAudio')}>
              {t('account:preferences.videoBackgroundAutoPlayAudio')}
            </Checkbox>
          </fieldset>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {t('account:preferences.save')}
          </Button>
        </LocaleForm>
        <LocaleLink to="/account" className={styles.navLink}>
          {t('account:account.title')}
        </LocaleLink>
      </div>
    </div>
  )
}
