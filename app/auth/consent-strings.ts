/**
 * Default strings of the CONSENT step per locale (a namespace for useT, so a CMS labels
 * document may override any key). The terms' own labels are label keys of the realm settings
 * (consent.acceptTerms, …) and are read through the sign-in pages' strings.
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'consentStep.title': 'Before you continue',
  'consentStep.intro': 'Our terms have changed since you last agreed to them. Review them to keep watching.',
  'consentStep.review': 'Your answers to our terms and preferences.',
  'consentStep.legend': 'Terms and preferences',
  'consentStep.required': '(required)',
  'consentStep.hint': 'Tick every required term to continue.',
  'consentStep.missing': 'Tick every required term to continue: your answers were not saved.',
  'consentStep.termRequired': 'This term is required.',
  'consentStep.submit': 'Agree and continue',
  'consentStep.saving': 'Saving…',
  'consentStep.failed': 'We could not save your answers just now. Please try again.',
  'consentStep.wayOut': 'Don’t want to agree now?',
  'consentStep.logout': 'Log out',
} as const

export type ConsentStepKey = keyof typeof en

const es: Record<ConsentStepKey, string> = {
  'consentStep.title': 'Antes de continuar',
  'consentStep.intro': 'Nuestros términos han cambiado desde la última vez que los aceptaste. Revísalos para seguir viendo.',
  'consentStep.review': 'Tus respuestas a nuestros términos y preferencias.',
  'consentStep.legend': 'Términos y preferencias',
  'consentStep.required': '(obligatorio)',
  'consentStep.hint': 'Marca todos los términos obligatorios para continuar.',
  'consentStep.missing': 'Marca todos los términos obligatorios para continuar: tus respuestas no se han guardado.',
  'consentStep.termRequired': 'Este término es obligatorio.',
  'consentStep.submit': 'Aceptar y continuar',
  'consentStep.saving': 'Guardando…',
  'consentStep.failed': 'No hemos podido guardar tus respuestas ahora. Inténtalo de nuevo.',
  'consentStep.wayOut': '¿No quieres aceptar ahora?',
  'consentStep.logout': 'Cerrar sesión',
}

const pt: Record<ConsentStepKey, string> = {
  'consentStep.title': 'Antes de continuar',
  'consentStep.intro': 'Os nossos termos mudaram desde a última vez que os aceitou. Reveja-os para continuar a ver.',
  'consentStep.review': 'As suas respostas aos nossos termos e preferências.',
  'consentStep.legend': 'Termos e preferências',
  'consentStep.required': '(obrigatório)',
  'consentStep.hint': 'Assinale todos os termos obrigatórios para continuar.',
  'consentStep.missing': 'Assinale todos os termos obrigatórios para continuar: as suas respostas não foram guardadas.',
  'consentStep.termRequired': 'Este termo é obrigatório.',
  'consentStep.submit': 'Aceitar e continuar',
  'consentStep.saving': 'A guardar…',
  'consentStep.failed': 'Não foi possível guardar as suas respostas agora. Tente novamente.',
  'consentStep.wayOut': 'Não quer aceitar agora?',
  'consentStep.logout': 'Terminar sessão',
}

export const consentStepStrings = defineStrings('consentStep', en, es, pt)
