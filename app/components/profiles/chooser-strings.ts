/**
 * Default strings of the "Who's watching?" chooser, per locale (i18next default values, so a CMS
 * labels document may override any key). Kept apart from the sign-in pages' strings: the
 * chooser renders from the root, so only these few words join every page's bundle.
 */
import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/i18n/resources.ts'

const en = {
  'profileChooser.title': 'Who’s watching?',
  'profileChooser.watchAs': 'Watch as {{name}}',
  'profileChooser.pinFor': 'PIN for {{name}}',
  'profileChooser.child': 'Child',
  'profileChooser.locked': 'PIN protected',
  'profileChooser.manage': 'Manage profiles',
} as const

export type ProfileChooserKey = keyof typeof en

const es: Record<ProfileChooserKey, string> = {
  'profileChooser.title': '¿Quién está viendo?',
  'profileChooser.watchAs': 'Ver como {{name}}',
  'profileChooser.pinFor': 'PIN de {{name}}',
  'profileChooser.child': 'Infantil',
  'profileChooser.locked': 'Protegido con PIN',
  'profileChooser.manage': 'Gestionar perfiles',
}

const pt: Record<ProfileChooserKey, string> = {
  'profileChooser.title': 'Quem está a ver?',
  'profileChooser.watchAs': 'Ver como {{name}}',
  'profileChooser.pinFor': 'PIN de {{name}}',
  'profileChooser.child': 'Criança',
  'profileChooser.locked': 'Protegido por PIN',
  'profileChooser.manage': 'Gerir perfis',
}

export const profileChooserStrings: Record<Locale, Record<ProfileChooserKey, string>> = { en, es, pt }

export function useProfileChooserText() {
  const { t, i18n } = useTranslation()
  const locale: Locale = i18n.language === 'es' || i18n.language === 'pt' ? i18n.language : 'en'
  return (key: ProfileChooserKey, vars: Record<string, string> = {}) => t(key, { ...vars, defaultValue: profileChooserStrings[locale][key] }) as string
}
