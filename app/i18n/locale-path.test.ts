import { describe, expect, it } from 'vitest'
import { localeOfPath, localeOfUrl, localeOfRequest, localePath, pathWordsOf, loginHref } from './locale-path.ts'

describe('localePath', () => {
  it('translates an English path and its route words, keeping parameters, query and hash', () => {
    expect(localePath('es', '/home')).toBe('/es/inicio')
    expect(localePath('pt', '/section/sport?x=1#top')).toBe('/pt/seccao/sport?x=1#top')
    expect(localePath('es', '/video/v1/the-rematch')).toBe('/es/video/v1/the-rematch')
    expect(localePath('es', '/livenow')).toBe('/es/en-directo')
    expect(localePath('pt', '/epg')).toBe('/pt/guia')
    expect(localePath('es', '/login?from=%2Fes%2Finicio')).toBe('/es/iniciar-sesion?from=%2Fes%2Finicio')
    expect(localePath('en', '/section/sport')).toBe('/section/sport')
  })

  it('leaves a path already in the language alone and moves one from another language', () => {
    expect(localePath('es', '/es/seccion/sport')).toBe('/es/seccion/sport')
    expect(localePath('es', '/pt/seccao/sport?q=1')).toBe('/es/seccion/sport?q=1')
    expect(localePath('en', '/es/inicio')).toBe('/home')
  })

  it('keeps external links, relative links, resource routes, provider returns and files as they are', () => {
    for (const path of ['https://help.example.com/x', '//cdn.example.com/a.js', 'mailto:help@example.com', '#main', '?q=1', 'relative']) {
      expect(localePath('es', path)).toBe(path)
    }
    expect(localePath('es', '/resources/bucket/trending?lastSeen=x')).toBe('/resources/bucket/trending?lastSeen=x')
    expect(localePath('pt', '/_admin/preview')).toBe('/_admin/preview')
    expect(localePath('es', '/login/google/return')).toBe('/login/google/return')
    expect(localePath('es', '/media/artwork/logo.svg')).toBe('/media/artwork/logo.svg')
    expect(localePath('es', '/favicon.svg')).toBe('/favicon.svg')
  })

  it('answers each language with its own path when the same paths are asked in turn', () => {
    // the answers are remembered per language: asking again, in another order, changes nothing
    for (let round = 0; round < 3; round++) {
      for (const locale of round % 2 ? (['pt', 'es', 'en'] as const) : (['en', 'es', 'pt'] as const)) {
        expect(localePath(locale, '/home')).toBe({ en: '/home', es: '/es/inicio', pt: '/pt/inicio' }[locale])
        expect(localePath(locale, '/es/seccion/sport')).toBe(
          { en: '/section/sport', es: '/es/seccion/sport', pt: '/pt/seccao/sport' }[locale],
        )
      }
    }
  })

  it('stays right past the number of links it remembers', () => {
    for (let i = 0; i < 12_000; i++)
      expect(localePath(i % 2 ? 'es' : 'pt', `/section/s${i}`)).toBe(`/${i % 2 ? 'es/seccion' : 'pt/seccao'}/s${i}`)
    expect(localePath('es', '/home')).toBe('/es/inicio')
  })

  it('reads the language of a request', () => {
    expect(localePath(new Request('http://x/pt/inicio'), '/browse')).toBe('/pt/explorar')
    expect(localePath(new Request('http://x/browse'), '/browse')).toBe('/browse')
  })
})

describe('the locale of a path', () => {
  it('comes from the prefix only', () => {
    expect(localeOfPath('/es/inicio')).toBe('es')
    expect(localeOfPath('/pt')).toBe('pt')
    expect(localeOfPath('/pt?x=1')).toBe('pt')
    expect(localeOfPath('/essay')).toBe('en')
    expect(localeOfPath('/en/home')).toBe('en')
    expect(pathWordsOf('/es/iniciar-sesion/x?y=1')).toEqual(['iniciar-sesion', 'x'])
    expect(pathWordsOf('/login')).toEqual(['login'])
  })
})

describe('the locale of an address', () => {
  it('is the prefix for pages, and what an editor asks for with ?locale= on a preview', () => {
    expect(localeOfUrl('/es/inicio', '?locale=pt')).toBe('es')
    expect(localeOfUrl('/home', '?locale=es')).toBe('en')
    expect(localeOfUrl('/_admin/composed-page-preview', '?id=home&locale=es')).toBe('es')
    expect(localeOfUrl('/_admin/composed-page-preview', '?id=home')).toBe('en')
    expect(localeOfUrl('/_admin/composed-page-preview', '?locale=fr')).toBe('en')
    expect(localeOfRequest(new Request('http://x/_admin/section-preview?id=sport&locale=pt'))).toBe('pt')
    expect(localeOfUrl('/_dev/mailbox', '?to=a%40b.test&locale=es')).toBe('es')
    expect(localeOfUrl('/_dev/mailbox', '')).toBe('en')
  })
})

describe('loginHref', () => {
  it('sends the viewer back with from', () => {
    expect(loginHref('es', '/es/video/v1')).toBe('/es/iniciar-sesion?from=%2Fes%2Fvideo%2Fv1')
    expect(loginHref('en')).toBe('/login')
    expect(loginHref('en', '/video/v1', { isGrantedOnSignIn: 'true' })).toBe('/login?from=%2Fvideo%2Fv1&isGrantedOnSignIn=true')
  })
})
