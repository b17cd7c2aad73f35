/**
 * Watch together across processes (CI sets TEST_DATABASE_URL): two web processes on one Postgres.
 * A viewer's browser follows the list through one process's stream route; another viewer joins
 * through the other process's page form; the first stream hears it (Postgres NOTIFY), and hears
 * the leave too. Uses the built app (npm test builds before the unit tests).
 */
import { describe, expect, it } from 'vitest'
import { twoWebProcesses, type Started } from '../tests/setup/two-web-processes.ts'

const EVENT = 'harbour-city-derby'
const servers = twoWebProcesses({ prefix: 'marquee_together', sessionSecret: 'watch-together-session-secret-long-enough' })

const at = (s: Started, path: string) => `http://127.0.0.1:${s.port}${path}`

async function sessionCookie(server: Started, id: string, secret: string) {
  const res = await fetch(at(server, '/login'), {
    method: 'POST',
    body: new URLSearchParams({ id, secret, from: '/home' }),
    redirect: 'manual',
  })
  expect(res.status).toBe(302)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

/** Reads `event: viewers` lists from a stream, handing each to `until` until it says stop. */
async function readLists(body: ReadableStream<Uint8Array>, until: (names: string[]) => boolean): Promise<string[][]> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const lists: string[][] = []
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) throw new Error(`stream ended: ${JSON.stringify(lists)}`)
      text += decoder.decode(value, { stream: true })
      let match: RegExpExecArray | null
      while ((match = /event: viewers\n(?:id: .*\n)?data: (.*)\n\n/.exec(text))) {
        text = text.slice(match.index + match[0].length)
        const names = (JSON.parse(match[1]!) as { viewers: Array<{ name: string }> }).viewers.map((v) => v.name)
        lists.push(names)
        if (until(names)) return lists
      }
    }
  } finally {
    await reader.cancel()
  }
}

describe('watch together on two web processes', () => {
  it('a join and a leave through one process reach a stream subscriber of the other', async () => {
    const [vera, sami] = await Promise.all([
      sessionCookie(servers.two, 'viewer@marquee.test', 'viewer-demo-2026'),
      sessionCookie(servers.one, 'subscriber@marquee.test', 'subscriber-demo-2026'),
    ])
    const abort = new AbortController()
    try {
      const stream = await fetch(at(servers.two, `/resources/watch-together/${EVENT}/stream`), {
        headers: { cookie: vera, accept: 'text/event-stream' },
        signal: abort.signal,
      })
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toContain('text/event-stream')
      let joined = false
      const lists = readLists(stream.body!, (names) => {
        if (!joined) {
          joined = true
          // the first list has come: the stream is subscribed; now Sami joins through process one
          void fetch(at(servers.one, `/live/${EVENT}/watch-together`), {
            method: 'POST',
            headers: { cookie: sami },
            body: new URLSearchParams({ intent: 'join' }),
            redirect: 'manual',
          }).then(async (res) => {
            expect(res.status).toBe(303)
            expect(res.headers.get('location')).toBe(`/live/${EVENT}/watch-together?notice=joined`)
          })
          return false
        }
        if (names.includes('Sami Subscriber')) {
          void fetch(at(servers.one, `/live/${EVENT}/watch-together`), {
            method: 'POST',
            headers: { cookie: sami },
            body: new URLSearchParams({ intent: 'leave' }),
            redirect: 'manual',
          })
          return false
        }
        return names.length === 0
      })
      const seen = await lists
      expect(seen[0]).toEqual([])
      expect(seen).toContainEqual(['Sami Subscriber'])
      expect(seen.at(-1)).toEqual([])
      // shown by name only
      const page = await (await fetch(at(servers.two, `/live/${EVENT}/watch-together`), { headers: { cookie: vera } })).text()
      expect(page).not.toContain('subscriber@marquee.test')
    } finally {
      abort.abort()
    }
  }, 60_000)

  it('answers 401 to a guest’s stream and sends a guest page to sign in', async () => {
    expect((await fetch(at(servers.one, `/resources/watch-together/${EVENT}/stream`))).status).toBe(401)
    const page = await fetch(at(servers.one, `/es/directo/${EVENT}/ver-juntos`), { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`/es/iniciar-sesion?from=${encodeURIComponent(`/es/directo/${EVENT}/ver-juntos`)}`)
  })
})
