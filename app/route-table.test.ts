import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { routeFiles } from '#app/route-files.js'
import { expandRoutes, routeTable, translatePath } from '#app/route-table.js'
import { localePath } from '#app/i18n/locale-path.ts'

describe('localized routes', () => {
  it('translates path words and keeps parameters', () => {
    expect(translatePath('/section/:id', 'es')).toBe('/es/seccion/:id')
    expect(translatePath('/section/:id', 'pt')).toBe('/pt/seccao/:id')
    expect(translatePath('/externalpage/:pageId', 'pt')).toBe('/pt/pagina-externa/:pageId')
    expect(translatePath('/section/:id', 'en')).toBe('/section/:id')
  })

  it('gives every localized route an es and a pt variant with unique ids and paths', () => {
    const routes = expandRoutes()
    const ids = new Set(routes.map((r) => r.id))
    expect(ids.size).toBe(routes.length)
    const paths = routes.filter((r) => !r.index).map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const key of [
      'HOME',
      'BROWSE',
      'SECTION',
      'PLUGIN',
      'EXTERNAL_PAGE',
      'MOBILE_EXTERNAL_PAGE',
      'LOGIN',
      'GIFT_LOGIN',
      'GIFT_REDEMPTION_LOGIN',
      'MAGIC_LINK',
      'LOGIN_REQUEST_PASSWORD',
      'LOGIN_RESET_PASSWORD',
      'REQUEST_PASSWORD',
      'RESET_PASSWORD',
      'SIGNUP',
      'EMAIL_CONFIRMATION',
      'ACTIVATE_USER',
      'PROFILES',
      'CONFIRM_RESET',
      'IMPERSONATE',
    ]) {
      expect(
        routes
          .filter((r) => r.key === key)
          .map((r) => r.locale)
          .sort(),
      ).toEqual(['en', 'es', 'pt'])
    }
    expect(routes.filter((r) => r.key.startsWith('ADMIN_')).every((r) => r.locale === 'en')).toBe(true)
  })

  it('localizes concrete paths without translating parameter values', () => {
    expect(localePath('es', '/section/home')).toBe('/es/seccion/home')
    expect(localePath('pt', '/home')).toBe('/pt/inicio')
    expect(localePath('es', '/login?from=%2Fhome')).toBe('/es/iniciar-sesion?from=%2Fhome')
    expect(localePath('pt', '/')).toBe('/pt')
    expect(localePath('en', '/browse')).toBe('/browse')
  })
})

describe('route modules', () => {
  it('names an existing module for every route of the table, and none for a route it lacks', () => {
    const keys = routeTable.map((r) => r.key)
    expect(Object.keys(routeFiles).sort()).toEqual([...keys].sort())
    for (const file of Object.values(routeFiles)) expect(existsSync(path.join(import.meta.dirname, file)), file).toBe(true)
  })

  it('keeps module names out of the table the browser loads', () => {
    expect(routeTable.some((r) => 'file' in r)).toBe(false)
    expect(readFileSync(path.join(import.meta.dirname, 'route-table.js'), 'utf8')).not.toMatch(/routes\/[\w.-]+\.tsx?'/)
  })
})
