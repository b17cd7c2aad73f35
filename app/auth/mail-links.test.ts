import { describe, expect, it } from 'vitest'
import { translatePath, routeTable } from '#app/route-table.js'
import { MAIL_PATHS } from '../../platform/identity/mail.ts'

/** The platform's mail links must land on the app's routes in every language. */
describe('mail links match the route table', () => {
  const pathOf = (key: string) => routeTable.find((r) => r.key === key)!.path
  const pages = {
    confirm: pathOf('EMAIL_CONFIRMATION'),
    activate: pathOf('ACTIVATE_USER').replace('/:id', ''),
    magic: pathOf('MAGIC_LINK'),
    reset: pathOf('LOGIN_RESET_PASSWORD'),
    pinReset: pathOf('CONFIRM_RESET').replace('/:code', ''),
    signup: pathOf('SIGNUP'),
    login: pathOf('LOGIN'),
    impersonate: pathOf('IMPERSONATE').replace('/:token', ''),
  } as const

  it.each(['en', 'es', 'pt'] as const)('%s', (locale) => {
    for (const [page, path] of Object.entries(pages)) {
      expect(MAIL_PATHS[locale][page as keyof typeof pages], page).toBe(translatePath(path, locale))
    }
  })
})
