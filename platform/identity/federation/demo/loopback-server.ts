/**
 * The plumbing the local demo providers share (the TV provider, the credentials partner): a
 * small HTTP server on 127.0.0.1, JSON answers that are never cached, and bounded bodies.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export async function readBody(req: IncomingMessage, limit = 16_384): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Serves `handle` on 127.0.0.1 (port 0: any free one); a handler that throws answers 500. */
export async function serveOnLoopback(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>, port = 0) {
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error' })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
