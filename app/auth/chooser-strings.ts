/**
 * Default strings of the "Who's watching?" chooser, per locale (a namespace for useT, so a CMS
 * labels document may override any key). Kept apart from the sign-in pages' strings: the
 * chooser renders from the root, so only these few words join every page's bundle.
 */
import { defineStrings } from '#app/i18n/namespace.ts'

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

export const profileChooserStrings = defineStrings('profileChooser', en, es, pt)
