import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { getRequestListener } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { drainOnceFix } from './compression-drain.ts'

/** An answer streamed the way the server streams pages (Hono's listener waits for drain with res.once), read slowly. */
async function slowlyReadCompressedStream(withFix: boolean): Promise<{ warnings: string[]; received: number; sent: number }> {
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
  process.on('warning', onWarning)
  // random bytes do not compress: the zlib stream fills and the writer must wait for drain many times
  const chunks = Array.from({ length: 160 }, () => randomBytes(32 * 1024))
  const sent = chunks.reduce((n, c) => n + c.length, 0)
  const app = express()
  app.use(compression({ flush: zlib.constants.Z_SYNC_FLUSH }))
  if (withFix) app.use(drainOnceFix())
  const listener = getRequestListener(
    () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (const c of chunks) controller.enqueue(c)
            controller.close()
          },
        }),
        { headers: { 'content-type': 'text/html' } },
      ),
    { overrideGlobalObjects: false },
  )
  app.all('*', (req, res) => void listener(req, res))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const received = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
        const decoded = res.pipe(zlib.createBrotliDecompress())
        let total = 0
        decoded.on('data', (chunk: Buffer) => {
          total += chunk.length
          // a slow reader: pause a moment now and then, so the server's writes back up
          decoded.pause()
          setTimeout(() => decoded.resume(), 1)
        })
        decoded.on('end', () => resolve(total))
        decoded.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    })
    // warnings are emitted on the next tick
    await new Promise((resolve) => setImmediate(resolve))
    return { warnings, received, sent }
  } finally {
    process.off('warning', onWarning)
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('streamed answers through compression', () => {
  it('arrive whole to a slow reader without leaving drain listeners behind', async () => {
    const { warnings, received, sent } = await slowlyReadCompressedStream(true)
    expect(received).toBe(sent)
    expect(warnings.filter((w) => w.includes('MaxListenersExceeded'))).toEqual([])
  })

  // Node also prints this run's warning to the test output: it is the one this test expects.
  it('left them behind without the fix (what the test above guards against)', async () => {
    const { warnings, received, sent } = await slowlyReadCompressedStream(false)
    expect(received).toBe(sent)
    expect(warnings.some((w) => w.includes('MaxListenersExceeded') && w.includes('drain'))).toBe(true)
  })
})
