import { describe, expect, it } from 'vitest'
import { formerPathWords, locales, pathWords, routeTable } from '#app/route-table.js'
import { localePath } from './locale-path.ts'
import { renamedPath } from './renamed-path.ts'

describe('former path words', () => {
  it('each lead to a word in use in their language, and none is one', () => {
    for (const locale of locales) {
      const former: Record<string, string> = formerPathWords[locale] ?? {}
      const current = new Set(Object.values(pathWords as Record<string, Partial<Record<string, string>>>).map((w) => w[locale]))
      for (const [old, next] of Object.entries(former)) {
        expect(old, `${locale}: ${old}`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(current.has(old), `${locale}: ${old} is still in use`).toBe(false)
        // followed to its end, a chain of renames reaches a current word
        let word = next
        for (let i = 0; Object.hasOwn(former, word) && i < 100; i++) word = former[word]!
        expect(current.has(word), `${locale}: ${old} → ${word}`).toBe(true)
      }
    }
  })
})

describe('renamedPath', () => {
  it('gives the current address of an old Portuguese one, keeping the parameters', () => {
    expect(renamedPath('/pt/buscar')).toBe('/pt/pesquisar')
    expect(renamedPath('/pt/secao/sport')).toBe('/pt/seccao/sport')
    expect(renamedPath('/pt/ao-vivo-agora')).toBe('/pt/em-direto')
    expect(renamedPath('/pt/ao-vivo/harbour-city-derby')).toBe('/pt/direto/harbour-city-derby')
    expect(renamedPath('/pt/ao-vivo/harbour-city-derby/assistir-juntos')).toBe('/pt/direto/harbour-city-derby/ver-juntos')
    expect(renamedPath('/pt/playlist/p1/golos-da-epoca')).toBe('/pt/lista-de-reproducao/p1/golos-da-epoca')
    expect(renamedPath('/pt/grade')).toBe('/pt/grelha')
    expect(renamedPath('/pt/entrar/link-magico')).toBe('/pt/entrar/ligacao-magica')
    expect(renamedPath('/pt/fornecedores')).toBeUndefined()
    expect(renamedPath('/pt/provedores/ok/tv')).toBe('/pt/fornecedores/ok/tv')
    expect(renamedPath('/pt/vincular-conta')).toBe('/pt/associar-conta')
    expect(renamedPath('/pt/conta/assinaturas')).toBe('/pt/conta/subscricoes')
    expect(renamedPath('/pt/incorporar/reprodutor')).toBe('/pt/incorporar/leitor')
  })

  it('reads words in any case and leaves out empty segments and a trailing slash', () => {
    expect(renamedPath('/pt/Buscar/')).toBe('/pt/pesquisar')
    expect(renamedPath('/pt//secao//sport')).toBe('/pt/seccao/sport')
  })

  it('renames route words only, never a parameter value', () => {
    expect(renamedPath('/pt/seccao/grade')).toBeUndefined()
    expect(renamedPath('/pt/video/buscar/ao-vivo')).toBeUndefined()
    expect(renamedPath('/pt/secao/buscar')).toBe('/pt/seccao/buscar')
  })

  it('encodes parameters the way links are built, so nothing else reaches the target', () => {
    expect(renamedPath('/pt/secao/a%2Fb')).toBe('/pt/seccao/a%2Fb')
    expect(renamedPath('/pt/secao/%C3%A9poca')).toBe('/pt/seccao/%C3%A9poca')
    expect(renamedPath('/pt/secao/caf\u00e9')).toBe('/pt/seccao/caf%C3%A9')
    expect(renamedPath('/pt/secao/%E0%A4%A')).toBeUndefined()
    expect(renamedPath('/pt/secao/\\evil.example')).toBe('/pt/seccao/%5Cevil.example')
  })

  it('answers nothing for current addresses, other languages and paths no route has', () => {
    for (const path of ['/pt/pesquisar', '/pt/seccao/sport', '/pt', '/', '/buscar', '/search', '/es/buscar', '/es/seccion/sport']) {
      expect(renamedPath(path), path).toBeUndefined()
    }
    // no route has these (they answer the page that was not found, as before)
    expect(renamedPath('/pt/buscar/mais/coisas')).toBeUndefined()
    expect(renamedPath('/pt/grade/x')).toBeUndefined()
  })

  it('takes every old Portuguese address of every route to its current one', () => {
    const former: Record<string, string> = formerPathWords.pt ?? {}
    const oldWordOf = new Map(Object.entries(former).map(([old, next]) => [next, old]))
    let renamedRoutes = 0
    for (const entry of routeTable.filter((r) => r.localized && r.path !== '/' && r.path !== '*')) {
      // the route with every parameter given a value
      const english = entry.path.replace(/:(\w+)\??/g, (_, name: string) => `${name}-1`)
      const current = localePath('pt', english)
      const old = current
        .split('/')
        .map((segment) => oldWordOf.get(segment) ?? segment)
        .join('/')
      if (old === current) {
        expect(renamedPath(current), current).toBeUndefined()
        continue
      }
      renamedRoutes++
      expect(renamedPath(old), old).toBe(current)
    }
    expect(renamedRoutes).toBeGreaterThanOrEqual(Object.keys(former).length)
  })
})
