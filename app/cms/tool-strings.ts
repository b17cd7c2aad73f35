/**
 * The tab titles of the editor and developer tools (the /_admin/ previews, impersonation, the dev
 * mailbox), per locale: a namespace of their own, so these words stay out of the strings every
 * page loads (a CMS labels document may override any key, as on every page title).
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'tools.notFoundPreview': '404 preview',
  'tools.navbarPreview': 'Navigation preview',
  'tools.pluginPreview': 'Plugin preview',
  'tools.cancellationPromoPreview': 'Cancellation promo preview',
  'tools.impersonation': 'Impersonation',
  'tools.devMailbox': 'Dev mailbox',
} as const

type ToolKey = keyof typeof en

const es: Record<ToolKey, string> = {
  'tools.notFoundPreview': 'Vista previa de la página 404',
  'tools.navbarPreview': 'Vista previa de la navegación',
  'tools.pluginPreview': 'Vista previa del complemento',
  'tools.cancellationPromoPreview': 'Vista previa de la oferta de cancelación',
  'tools.impersonation': 'Actuar como otra cuenta',
  'tools.devMailbox': 'Buzón de desarrollo',
}

const pt: Record<ToolKey, string> = {
  'tools.notFoundPreview': 'Pré-visualização da página 404',
  'tools.navbarPreview': 'Pré-visualização da navegação',
  'tools.pluginPreview': 'Pré-visualização do plugin',
  'tools.cancellationPromoPreview': 'Pré-visualização da oferta de cancelamento',
  'tools.impersonation': 'Agir como outra conta',
  'tools.devMailbox': 'Caixa de correio de desenvolvimento',
}

export const toolStrings = defineStrings('tools', en, es, pt)
