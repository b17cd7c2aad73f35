/**
 * The editor and developer tools (the /_admin/ previews, impersonation, the dev mailbox), per
 * locale: their tab titles and the words of the impersonation page and the dev mailbox, in a
 * namespace of their own, so these words stay out of the strings every page loads (a CMS labels
 * document may override any key, as on every page).
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'tools.notFoundPreview': '404 preview',
  'tools.navbarPreview': 'Navigation preview',
  'tools.pluginPreview': 'Plugin preview',
  'tools.cancellationPromoPreview': 'Cancellation promo preview',
  'tools.impersonation': 'Impersonation',
  'tools.devMailbox': 'Dev mailbox',
  // the operator's impersonation page
  'tools.impersonation.intro': 'Issue a single-use link that signs in as a viewer’s account for 5 minutes. Issuing and use are audited.',
  'tools.impersonation.email': 'Account email',
  'tools.impersonation.submit': 'Issue a link',
  'tools.impersonation.issued': 'Link (works once, until {{time}}):',
  'tools.impersonation.audit': 'Audit',
  'tools.impersonation.auditEmpty': 'No link has been issued or used yet.',
  'tools.impersonation.auditEntry': '{{at}} · {{action}} · operator {{operator}} · account {{account}}',
  'tools.impersonation.auditEntryFrom': '{{at}} · {{action}} · operator {{operator}} · account {{account}} · from {{address}}',
  'tools.impersonation.action.ISSUED': 'link issued',
  'tools.impersonation.action.USED': 'link used',
  'tools.impersonation.error.invalidEmail': 'Enter a valid email address.',
  'tools.impersonation.error.noAccount': 'No account has this email address.',
  'tools.impersonation.error.operatorAccount': 'This account cannot be impersonated: operators’ accounts are excluded.',
  'tools.impersonation.error.refused': 'The link could not be issued. Check the address and try again.',
  // the dev mailbox
  'tools.devMailbox.intro': 'Mail the platform would have sent. Newest first.',
  'tools.devMailbox.recipient': 'Recipient',
  'tools.devMailbox.filter': 'Filter',
  'tools.devMailbox.empty': 'No mail.',
  'tools.devMailbox.emptyFor': 'No mail for {{to}}.',
  'tools.devMailbox.messages': 'Messages',
  'tools.devMailbox.sentTo': 'To {{to}} · {{date}}',
  // refusals of the tools' pages
  'tools.badRequestTitle': 'This address is not complete',
  'tools.badRequestBody': 'Part of the address is missing or not one this tool understands.',
  'tools.editorsOnlyTitle': 'Editors only',
  'tools.editorsOnlyBody': 'Previews of unpublished pages are for editors.',
  'tools.operatorsOnlyTitle': 'Operators only',
  'tools.operatorsOnlyBody': 'This tool is for operators.',
  'tools.signInToUse': 'Sign in with an account that may use it.',
  'tools.signedInCannot': 'The account you are signed in with may not use it.',
} as const

type ToolKey = keyof typeof en

const es: Record<ToolKey, string> = {
  'tools.notFoundPreview': 'Vista previa de la página 404',
  'tools.navbarPreview': 'Vista previa de la navegación',
  'tools.pluginPreview': 'Vista previa del complemento',
  'tools.cancellationPromoPreview': 'Vista previa de la oferta de cancelación',
  'tools.impersonation': 'Actuar como otra cuenta',
  'tools.devMailbox': 'Buzón de desarrollo',
  'tools.impersonation.intro':
    'Genera un enlace de un solo uso que inicia sesión con la cuenta de un espectador durante 5 minutos. Tanto la generación como el uso quedan registrados.',
  'tools.impersonation.email': 'Correo de la cuenta',
  'tools.impersonation.submit': 'Generar un enlace',
  'tools.impersonation.issued': 'Enlace (funciona una sola vez, hasta las {{time}}):',
  'tools.impersonation.audit': 'Registro de auditoría',
  'tools.impersonation.auditEmpty': 'Todavía no se ha generado ni usado ningún enlace.',
  'tools.impersonation.auditEntry': '{{at}} · {{action}} · operador {{operator}} · cuenta {{account}}',
  'tools.impersonation.auditEntryFrom': '{{at}} · {{action}} · operador {{operator}} · cuenta {{account}} · desde {{address}}',
  'tools.impersonation.action.ISSUED': 'enlace generado',
  'tools.impersonation.action.USED': 'enlace usado',
  'tools.impersonation.error.invalidEmail': 'Introduce una dirección de correo válida.',
  'tools.impersonation.error.noAccount': 'Ninguna cuenta tiene esta dirección de correo.',
  'tools.impersonation.error.operatorAccount': 'No se puede actuar como esta cuenta: las cuentas de operador quedan excluidas.',
  'tools.impersonation.error.refused': 'No se ha podido generar el enlace. Comprueba la dirección y vuelve a intentarlo.',
  'tools.devMailbox.intro': 'El correo que la plataforma habría enviado. Los más recientes, primero.',
  'tools.devMailbox.recipient': 'Destinatario',
  'tools.devMailbox.filter': 'Filtrar',
  'tools.devMailbox.empty': 'No hay correo.',
  'tools.devMailbox.emptyFor': 'No hay correo para {{to}}.',
  'tools.devMailbox.messages': 'Mensajes',
  'tools.devMailbox.sentTo': 'Para {{to}} · {{date}}',
  'tools.badRequestTitle': 'Esta dirección no está completa',
  'tools.badRequestBody': 'Falta parte de la dirección o esta herramienta no la entiende.',
  'tools.editorsOnlyTitle': 'Solo para editores',
  'tools.editorsOnlyBody': 'Las vistas previas de páginas sin publicar son para editores.',
  'tools.operatorsOnlyTitle': 'Solo para operadores',
  'tools.operatorsOnlyBody': 'Esta herramienta es para operadores.',
  'tools.signInToUse': 'Inicia sesión con una cuenta que pueda usarla.',
  'tools.signedInCannot': 'La cuenta con la que has iniciado sesión no puede usarla.',
}

const pt: Record<ToolKey, string> = {
  'tools.notFoundPreview': 'Pré-visualização da página 404',
  'tools.navbarPreview': 'Pré-visualização da navegação',
  'tools.pluginPreview': 'Pré-visualização do plugin',
  'tools.cancellationPromoPreview': 'Pré-visualização da oferta de cancelamento',
  'tools.impersonation': 'Agir como outra conta',
  'tools.devMailbox': 'Caixa de correio de desenvolvimento',
  'tools.impersonation.intro':
    'Gere um link de utilização única que entra na conta de um espectador durante 5 minutos. A emissão e a utilização ficam registadas.',
  'tools.impersonation.email': 'E-mail da conta',
  'tools.impersonation.submit': 'Gerar um link',
  'tools.impersonation.issued': 'Link (funciona uma única vez, até às {{time}}):',
  'tools.impersonation.audit': 'Registo de auditoria',
  'tools.impersonation.auditEmpty': 'Ainda não foi gerado nem utilizado nenhum link.',
  'tools.impersonation.auditEntry': '{{at}} · {{action}} · operador {{operator}} · conta {{account}}',
  'tools.impersonation.auditEntryFrom': '{{at}} · {{action}} · operador {{operator}} · conta {{account}} · a partir de {{address}}',
  'tools.impersonation.action.ISSUED': 'link gerado',
  'tools.impersonation.action.USED': 'link utilizado',
  'tools.impersonation.error.invalidEmail': 'Indique um endereço de e-mail válido.',
  'tools.impersonation.error.noAccount': 'Nenhuma conta tem este endereço de e-mail.',
  'tools.impersonation.error.operatorAccount': 'Não é possível agir como esta conta: as contas de operador estão excluídas.',
  'tools.impersonation.error.refused': 'Não foi possível gerar o link. Verifique o endereço e tente novamente.',
  'tools.devMailbox.intro': 'O correio que a plataforma teria enviado. Os mais recentes primeiro.',
  'tools.devMailbox.recipient': 'Destinatário',
  'tools.devMailbox.filter': 'Filtrar',
  'tools.devMailbox.empty': 'Não há correio.',
  'tools.devMailbox.emptyFor': 'Não há correio para {{to}}.',
  'tools.devMailbox.messages': 'Mensagens',
  'tools.devMailbox.sentTo': 'Para {{to}} · {{date}}',
  'tools.badRequestTitle': 'Este endereço não está completo',
  'tools.badRequestBody': 'Falta parte do endereço ou esta ferramenta não o entende.',
  'tools.editorsOnlyTitle': 'Só para editores',
  'tools.editorsOnlyBody': 'As pré-visualizações de páginas não publicadas são para editores.',
  'tools.operatorsOnlyTitle': 'Só para operadores',
  'tools.operatorsOnlyBody': 'Esta ferramenta é para operadores.',
  'tools.signInToUse': 'Entre com uma conta que a possa usar.',
  'tools.signedInCannot': 'A conta com que entrou não a pode usar.',
}

export const toolStrings = defineStrings('tools', en, es, pt)

/** The keys of the impersonation page's error messages, which travel from its action as data. */
export type ImpersonationError = 'invalidEmail' | 'noAccount' | 'operatorAccount' | 'refused'
