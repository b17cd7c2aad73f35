/**
 * Outgoing mail. With SMTP configured (SMTP_URL) messages go out through nodemailer; otherwise
 * they are kept in the database's outbox (table mail_outbox), which the dev mailbox page reads.
 * Messages are real: a subject, a plain-text and an HTML body, and working links.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { mailOutbox } from '../db/schema.ts'

export type MailKind =
  'CONFIRMATION' | 'ACTIVATION' | 'MAGIC_LINK' | 'STAFF_PASSWORD_ONLY' | 'PASSWORD_RESET' | 'PIN_RESET' | 'ACCOUNT_EXISTS' | 'NO_ACCOUNT'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** gifts (platform/commerce/gifts.ts) write their own messages: the code to the recipient, a receipt to the buyer */
  kind: MailKind | 'GIFT' | 'GIFT_RECEIPT'
}

export interface Mailer {
  /** which transport: the outbox keeps messages readable through GET /_dev/outbox */
  readonly transport: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
}

export function createOutboxMailer(
  db: DrizzleDb,
): Mailer & { list(to?: string, limit?: number): Promise<Array<typeof mailOutbox.$inferSelect>> } {
  return {
    transport: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ ...message, to: message.to.toLowerCase() })
    },
    async list(to, limit = 50) {
      const where = to ? and(eq(mailOutbox.to, to.trim().toLowerCase())) : undefined
      return db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit)
    },
  }
}

/** nodemailer over SMTP, e.g. smtp://user:pass@mail.example.com:587 (loaded only when configured). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transporter: Promise<import('nodemailer').Transporter> | undefined
  return {
    transport: 'smtp',
    async send(message) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl))
      await (await transporter).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
    },
  }
}

// ── messages ────────────────────────────────────────────────────────────────
type Locale = 'en' | 'es' | 'pt'
const asLocale = (l: string | undefined): Locale => (l === 'es' || l === 'pt' ? l : 'en')

/**
 * The product's pages the mails link to, per locale. They must equal the app's route table
 * (app/route-table.js translatePath); app/auth/mail-links.test.ts checks that they do.
 */
export const MAIL_PATHS: Record<
  Locale,
  Record<'confirm' | 'activate' | 'magic' | 'reset' | 'pinReset' | 'signup' | 'login' | 'impersonate', string>
> = {
  en: {
    confirm: '/email-confirmation',
    activate: '/activate',
    magic: '/login/magic-link',
    reset: '/login/resetpwd',
    pinReset: '/confirm-reset',
    signup: '/signup',
    login: '/login',
    impersonate: '/impersonate',
  },
  es: {
    confirm: '/es/confirmar-correo',
    activate: '/es/activar',
    magic: '/es/iniciar-sesion/enlace-magico',
    reset: '/es/iniciar-sesion/restablecer-contrasena',
    pinReset: '/es/confirmar-restablecimiento',
    signup: '/es/registro',
    login: '/es/iniciar-sesion',
    impersonate: '/es/suplantar',
  },
  pt: {
    confirm: '/pt/confirmar-email',
    activate: '/pt/ativar',
    magic: '/pt/entrar/ligacao-magica',
    reset: '/pt/entrar/redefinir-palavra-passe',
    pinReset: '/pt/confirmar-reposicao',
    signup: '/pt/registo',
    login: '/pt/entrar',
    impersonate: '/pt/personificar',
  },
}

const copy: Record<Locale, Record<MailKind, { subject: string; intro: string; action: string; outro: string }>> = {
  en: {
    CONFIRMATION: {
      subject: 'Confirm your email address',
      intro: 'Welcome to {{realm}}. Confirm your email address to finish creating your account.',
      action: 'Confirm my email',
      outro: 'The link works once and expires in 48 hours. If you did not sign up, ignore this message.',
    },
    ACTIVATION: {
      subject: 'Activate your account',
      intro: 'Your {{realm}} account is not active yet. Activate it to sign in.',
      action: 'Activate my account',
      outro: 'The link works once and expires in 48 hours.',
    },
    MAGIC_LINK: {
      subject: 'Your sign-in link',
      intro: 'Use this link to sign in to {{realm}}.',
      action: 'Sign in',
      outro: 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this message.',
    },
    STAFF_PASSWORD_ONLY: {
      subject: 'Sign in with your password',
      intro:
        'Someone asked for a sign-in link for this {{realm}} staff account. Staff accounts sign in with their password only, so no link was made.',
      action: 'Go to sign in',
      outro: 'If it was not you, nothing has changed: your account is as it was.',
    },
    PASSWORD_RESET: {
      subject: 'Reset your password',
      intro: 'Someone asked to reset the password of your {{realm}} account.',
      action: 'Choose a new password',
      outro: 'The link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.',
    },
    PIN_RESET: {
      subject: 'Reset your profile PIN',
      intro: 'Someone asked to remove the PIN of the profile “{{profile}}” on your {{realm}} account.',
      action: 'Remove the PIN',
      outro: 'The link works once and expires in 1 hour.',
    },
    ACCOUNT_EXISTS: {
      subject: 'You already have an account',
      intro: 'Someone tried to create a {{realm}} account with this address, which already has one.',
      action: 'Sign in',
      outro: 'Forgot your password? You can reset it on the sign-in page. If it was not you, ignore this message.',
    },
    NO_ACCOUNT: {
      subject: 'No account with this address',
      intro: 'Someone asked to sign in to {{realm}} or reset a password with this address, but it has no account.',
      action: 'Create an account',
      outro: 'If it was not you, ignore this message.',
    },
  },
  es: {
    CONFIRMATION: {
      subject: 'Confirma tu correo electrónico',
      intro: 'Te damos la bienvenida a {{realm}}. Confirma tu correo para terminar de crear tu cuenta.',
      action: 'Confirmar mi correo',
      outro: 'El enlace funciona una vez y caduca en 48 horas. Si no te registraste, ignora este mensaje.',
    },
    ACTIVATION: {
      subject: 'Activa tu cuenta',
      intro: 'Tu cuenta de {{realm}} aún no está activa. Actívala para iniciar sesión.',
      action: 'Activar mi cuenta',
      outro: 'El enlace funciona una vez y caduca en 48 horas.',
    },
    MAGIC_LINK: {
      subject: 'Tu enlace para iniciar sesión',
      intro: 'Usa este enlace para iniciar sesión en {{realm}}.',
      action: 'Iniciar sesión',
      outro: 'El enlace funciona una vez y caduca en 15 minutos. Si no lo pediste, ignora este mensaje.',
    },
    STAFF_PASSWORD_ONLY: {
      subject: 'Inicia sesión con tu contraseña',
      intro:
        'Alguien pidió un enlace para iniciar sesión en esta cuenta de personal de {{realm}}. Las cuentas de personal solo inician sesión con su contraseña, así que no se creó ningún enlace.',
      action: 'Ir a iniciar sesión',
      outro: 'Si no fuiste tú, no ha cambiado nada: tu cuenta sigue igual.',
    },
    PASSWORD_RESET: {
      subject: 'Restablece tu contraseña',
      intro: 'Alguien pidió restablecer la contraseña de tu cuenta de {{realm}}.',
      action: 'Elegir una contraseña nueva',
      outro: 'El enlace funciona una vez y caduca en 1 hora. Si no fuiste tú, ignora este mensaje.',
    },
    PIN_RESET: {
      subject: 'Restablece el PIN del perfil',
      intro: 'Alguien pidió quitar el PIN del perfil «{{profile}}» de tu cuenta de {{realm}}.',
      action: 'Quitar el PIN',
      outro: 'El enlace funciona una vez y caduca en 1 hora.',
    },
    ACCOUNT_EXISTS: {
      subject: 'Ya tienes una cuenta',
      intro: 'Alguien intentó crear una cuenta de {{realm}} con esta dirección, que ya tiene una.',
      action: 'Iniciar sesión',
      outro: '¿Olvidaste tu contraseña? Puedes restablecerla al iniciar sesión. Si no fuiste tú, ignora este mensaje.',
    },
    NO_ACCOUNT: {
      subject: 'No hay ninguna cuenta con esta dirección',
      intro: 'Alguien pidió iniciar sesión en {{realm}} o restablecer una contraseña con esta dirección, pero no tiene cuenta.',
      action: 'Crear una cuenta',
      outro: 'Si no fuiste tú, ignora este mensaje.',
    },
  },
  pt: {
    CONFIRMATION: {
      subject: 'Confirme o seu e-mail',
      intro: 'Bem-vindo à {{realm}}. Confirme o seu e-mail para terminar de criar a sua conta.',
      action: 'Confirmar o meu e-mail',
      outro: 'O link funciona uma vez e expira em 48 horas. Se não se registou, ignore esta mensagem.',
    },
    ACTIVATION: {
      subject: 'Ative a sua conta',
      intro: 'A sua conta {{realm}} ainda não está ativa. Ative-a para entrar.',
      action: 'Ativar a minha conta',
      outro: 'O link funciona uma vez e expira em 48 horas.',
    },
    MAGIC_LINK: {
      subject: 'O seu link para entrar',
      intro: 'Use este link para entrar na {{realm}}.',
      action: 'Entrar',
      outro: 'O link funciona uma vez e expira em 15 minutos. Se não o pediu, ignore esta mensagem.',
    },
    STAFF_PASSWORD_ONLY: {
      subject: 'Entre com a sua palavra-passe',
      intro:
        'Alguém pediu um link para entrar nesta conta de equipa da {{realm}}. As contas de equipa só entram com a palavra-passe, por isso não foi criado nenhum link.',
      action: 'Ir para entrar',
      outro: 'Se não fez este pedido, nada mudou: a sua conta continua como estava.',
    },
    PASSWORD_RESET: {
      subject: 'Redefina a sua palavra-passe',
      intro: 'Alguém pediu para redefinir a palavra-passe da sua conta {{realm}}.',
      action: 'Escolher uma nova palavra-passe',
      outro: 'O link funciona uma vez e expira em 1 hora. Se não o pediu, ignore esta mensagem.',
    },
    PIN_RESET: {
      subject: 'Redefina o PIN do perfil',
      intro: 'Alguém pediu para remover o PIN do perfil «{{profile}}» da sua conta {{realm}}.',
      action: 'Remover o PIN',
      outro: 'O link funciona uma vez e expira em 1 hora.',
    },
    ACCOUNT_EXISTS: {
      subject: 'Já tem uma conta',
      intro: 'Alguém tentou criar uma conta {{realm}} com este endereço, que já tem uma.',
      action: 'Entrar',
      outro: 'Esqueceu a palavra-passe? Pode redefini-la ao entrar. Se não tentou criar a conta, ignore esta mensagem.',
    },
    NO_ACCOUNT: {
      subject: 'Não há conta com este endereço',
      intro: 'Alguém pediu para entrar na {{realm}} ou redefinir uma palavra-passe com este endereço, mas não tem conta.',
      action: 'Criar uma conta',
      outro: 'Se não fez este pedido, ignore esta mensagem.',
    },
  },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** One message in the recipient's language, with its link as text and as a button. */
export function composeMail(
  kind: MailKind,
  opts: { to: string; locale?: string; link: string; realm?: string; profile?: string },
): MailMessage {
  const c = copy[asLocale(opts.locale)][kind]
  const fill = (s: string) => s.replace('{{realm}}', opts.realm ?? 'Marquee').replace('{{profile}}', opts.profile ?? '')
  const [subject, intro, action, outro] = [fill(c.subject), fill(c.intro), fill(c.action), fill(c.outro)]
  const text = `${intro}\n\n${action}: ${opts.link}\n\n${outro}\n`
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;padding:10px 16px;background:#e50947;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(outro)}</p></body></html>`
  return { to: opts.to, subject, text, html, kind }
}

export function mailLink(publicUrl: string, locale: string | undefined, page: keyof (typeof MAIL_PATHS)['en'], suffix: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${MAIL_PATHS[asLocale(locale)][page]}${suffix}`
}
