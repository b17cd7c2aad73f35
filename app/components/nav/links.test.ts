import { describe, expect, it } from 'vitest'
import type { MenuItem } from '#schemas/generated/types.ts'
import {
  defaultPageHref,
  isCurrentPath,
  localeOfPath,
  localizeCurrentPath,
  menuItemHref,
  searchAction,
  signInHref,
  signUpHref,
} from './links.ts'

const item = (type: MenuItem['type'], data: MenuItem['data'], id = 'item'): MenuItem => ({ id, title: id, type, data })

describe('menuItemHref', () => {
  it('sends VIEW items to the route of their view', () => {
    expect(menuItemHref(item('VIEW', { view: 'HOME' }), 'en')).toBe('/home')
    expect(menuItemHref(item('VIEW', { view: 'BROWSE' }), 'en')).toBe('/browse')
    expect(menuItemHref(item('VIEW', { view: 'LIVE_EVENTS' }), 'en')).toBe('/livenow')
    expect(menuItemHref(item('VIEW', { view: 'EPG' }), 'en')).toBe('/epg')
    expect(menuItemHref(item('VIEW', { view: 'SCHEDULE' }), 'en')).toBe('/schedule')
    expect(menuItemHref(item('VIEW', { view: 'FAVOURITES' }), 'en')).toBe('/favourites')
    expect(menuItemHref(item('VIEW', { view: 'FAVOURITES' }), 'es')).toBe('/es/favoritos')
    expect(menuItemHref(item('VIEW', { view: 'FAVOURITES' }), 'pt')).toBe('/pt/favoritos')
  })

  it('builds section, plugin, external page and page links from the item data', () => {
    expect(menuItemHref(item('SECTION', { id: 'sport' }), 'en')).toBe('/section/sport')
    expect(menuItemHref(item('PLUGIN', { id: 'stats' }), 'en')).toBe('/plugin/stats')
    expect(menuItemHref(item('EXTERNAL_PAGE', { id: 'shop' }), 'en')).toBe('/externalpage/shop')
    expect(menuItemHref(item('PAGE', { id: 'myuefa' }), 'en')).toBe('/myuefa')
  })

  it('keeps URL items to other sites as given and same-origin ones in the language', () => {
    expect(menuItemHref(item('URL', { url: 'https://example.org/tickets' }), 'es')).toBe('https://example.org/tickets')
    expect(menuItemHref(item('URL', { url: '/browse' }), 'en')).toBe('/browse')
    expect(menuItemHref(item('URL', { url: '/gift' }), 'es')).toBe('/es/regalo')
    expect(menuItemHref(item('URL', { url: '/browse' }), 'pt')).toBe('/pt/explorar')
  })

  it('translates the path words for Spanish and Portuguese but never the ids', () => {
    expect(menuItemHref(item('SECTION', { id: 'sport' }), 'es')).toBe('/es/seccion/sport')
    expect(menuItemHref(item('SECTION', { id: 'sport' }), 'pt')).toBe('/pt/seccao/sport')
    expect(menuItemHref(item('SECTION', { id: 'home' }), 'es')).toBe('/es/seccion/home')
    expect(menuItemHref(item('VIEW', { view: 'HOME' }), 'es')).toBe('/es/inicio')
    expect(menuItemHref(item('PLUGIN', { id: 'stats' }), 'pt')).toBe('/pt/complemento/stats')
    expect(menuItemHref(item('EXTERNAL_PAGE', { id: 'shop' }), 'es')).toBe('/es/pagina-externa/shop')
    expect(menuItemHref(item('PAGE', { id: 'myuefa' }), 'pt')).toBe('/pt/myuefa')
  })
})

describe('localizeCurrentPath', () => {
  it('moves a translated path to another language', () => {
    expect(localizeCurrentPath('/es/seccion/sport', 'pt')).toBe('/pt/seccao/sport')
    expect(localizeCurrentPath('/es/seccion/sport', 'en')).toBe('/section/sport')
    expect(localizeCurrentPath('/section/sport', 'es')).toBe('/es/seccion/sport')
    expect(localizeCurrentPath('/pt/inicio', 'es')).toBe('/es/inicio')
  })

  it('keeps parameters that look like path words', () => {
    expect(localizeCurrentPath('/es/seccion/inicio', 'en')).toBe('/section/inicio')
  })

  it('handles the locale roots and paths the route table does not know', () => {
    expect(localizeCurrentPath('/', 'pt')).toBe('/pt')
    expect(localizeCurrentPath('/es', 'en')).toBe('/')
    expect(localizeCurrentPath('/es/', 'pt')).toBe('/pt')
    expect(localizeCurrentPath('/pt/livenow', 'en')).toBe('/livenow')
    expect(localizeCurrentPath('/epg', 'es')).toBe('/es/guia')
  })
})

describe('other links', () => {
  it('sends the logo to the default page', () => {
    expect(defaultPageHref({}, 'en')).toBe('/home')
    expect(defaultPageHref({ defaultPage: 'BROWSE' }, 'es')).toBe('/es/explorar')
  })

  it('carries the current page in the sign-in link', () => {
    expect(signInHref('en', '/section/sport', '?x=1')).toBe('/login?from=%2Fsection%2Fsport%3Fx%3D1')
    expect(signInHref('es', '/es/inicio')).toBe('/es/iniciar-sesion?from=%2Fes%2Finicio')
    expect(signUpHref('pt')).toBe('/pt/registo')
    expect(searchAction('es')).toBe('/es/buscar')
  })

  it('knows the locale of a path and the current page', () => {
    expect(localeOfPath('/es/seccion/x')).toBe('es')
    expect(localeOfPath('/estadio')).toBe('en')
    expect(isCurrentPath('/home', '/home/')).toBe(true)
    expect(isCurrentPath('/es/inicio', '/es', '/es/inicio')).toBe(true)
    expect(isCurrentPath('/browse', '/home')).toBe(false)
  })
})
