import { describe, expect, it } from 'vitest'
import { shouldStream } from './streaming.ts'

const req = (cookie?: string) => new Request('http://x/home', { headers: cookie ? { cookie } : {} })

describe('shouldStream', () => {
  it('streams for a browser that has run our scripts', () => {
    expect(shouldStream(req('a=b; mq_js=1'), false)).toBe(true)
  })
  it('renders rows in place for a first visit or JavaScript off', () => {
    expect(shouldStream(req(), false)).toBe(false)
    expect(shouldStream(req('mq_js=0; other=1'), false)).toBe(false)
  })
  it('renders rows in place for crawlers', () => {
    expect(shouldStream(req('mq_js=1'), true)).toBe(false)
  })
})
