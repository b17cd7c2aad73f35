import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formerPathRedirect, formerPathTarget } from './former-paths.ts'

/** The redirect in front of a stand-in for Remix, which answers every address it is given. */
let server: ReturnType<ReturnType<typeof express>['listen']>
let base: string
beforeAll(async () => {
  const app = express()
  app.use(formerPathRedirect())
  app.all('*', (req, res) => void res.status(200).type('text').send(`page ${req.method} ${req.originalUrl}`))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const send = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

describe('formerPathTarget', () => {
  it('keeps the query, normalised by the URL parser', () => {
    expect(formerPathTarget('/pt/buscar?q=x')).toBe('/pt/pesquisar?q=x')
    expect(formerPathTarget('/pt/buscar?q=a b&r=<x>')).toBe('/pt/pesquisar?q=a%20b&r=%3Cx%3E')
    expect(formerPathTarget('/pt/secao/abc?')).toBe('/pt/seccao/abc')
    expect(formerPathTarget('/pt/pesquisar?q=x')).toBeUndefined()
  })

  it('answers a same-origin path whatever the request line names', () => {
    expect(formerPathTarget('http://evil.example/pt/buscar?q=x')).toBe('/pt/pesquisar?q=x')
    expect(formerPathTarget('//evil.example/pt/buscar')).toBeUndefined()
    expect(formerPathTarget('/pt/secao/..%2F..%2Fevil')).toBe('/pt/seccao/..%2F..%2Fevil')
    expect(formerPathTarget('/pt/secao/../buscar')).toBe('/pt/pesquisar')
    expect(formerPathTarget('/pt/secao/../../buscar')).toBeUndefined()
  })

  it('passes the same-origin check of every redirect, else answers none', () => {
    expect(formerPathTarget('/pt/secao/%2F%2Fevil.example')).toBe('/pt/seccao/%2F%2Fevil.example')
    // a backslash, even encoded, is refused by safeRedirectPath: no redirect, the page is not found
    expect(formerPathTarget('/pt/secao/%5Cevil.example')).toBeUndefined()
    expect(formerPathTarget('/pt/buscar?q=a\\b')).toBe('/pt/pesquisar?q=a%5Cb')
  })
})

describe('the redirect of former addresses', () => {
  it('moves GET and HEAD permanently (301) to the current address, with the query', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await send('/pt/buscar?q=harbour&page=2', { method })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('/pt/pesquisar?q=harbour&page=2')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    }
    const section = await send('/pt/secao/abc')
    expect(section.status).toBe(301)
    expect(section.headers.get('location')).toBe('/pt/seccao/abc')
  })

  it('moves a post with 308, so its method and body are kept', async () => {
    const res = await send('/pt/ao-vivo/e1/assistir-juntos?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=join',
    })
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/pt/direto/e1/ver-juntos?x=1')
  })

  it('hands every other address on unchanged', async () => {
    for (const path of ['/pt/pesquisar?q=x', '/pt/seccao/grade', '/es/buscar?q=x', '/search?q=x', '/pt/nao-existe']) {
      const res = await send(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toBe(`page GET ${path}`)
    }
  })

  it('never names another host, even when the request line does', async () => {
    const { port } = server.address() as AddressInfo
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: 'http://evil.example/pt/grade?a=1' }, (res) => {
        res.resume()
        resolve(res.headers.location)
      })
      req.on('error', reject)
      req.end()
    })
    expect(location).toBe('/pt/grelha?a=1')
  })
})
