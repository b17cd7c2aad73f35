/**
 * A fault proxy for tests: an HTTP server on loopback that sits between the web server and a
 * real platform, forwards every request, and applies a fault to the paths it is told to:
 * - `hang`: never answers (the connection stays open until the caller gives up);
 * - `500`: answers 500 with a JSON error;
 * - `reset`: cuts the connection (TCP reset) without an answer;
 * - `malformed`: answers 200 `application/json` with a body that is not JSON.
 * It records the paths it was asked for, so a test can tell whether a call was made at all, and
 * which of them carried the caller's token.
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Fault = 'hang' | '500' | 'reset' | 'malformed'

export interface FaultProxy {
  /** http://127.0.0.1:<port> */
  url: string
  /** Apply `fault` to requests whose path (without the query) equals `path`, or matches it. */
  fault(path: string | RegExp, fault: Fault): void
  /** Forward everything again. */
  clear(): void
  /** Paths asked for since the start or the last `clear()`, in order. */
  readonly requests: string[]
  /** Those of `requests` that carried an Authorization header, in order. */
  readonly authorized: string[]
  close(): Promise<void>
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target)
  let faults: Array<{ path: string | RegExp; fault: Fault }> = []
  const requests: string[] = []
  const authorized: string[] = []
  const sockets = new Set<Socket>()

  const faultFor = (path: string) => faults.find((f) => (typeof f.path === 'string' ? f.path === path : f.path.test(path)))?.fault

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    requests.push(path)
    if (req.headers.authorization) authorized.push(path)
    switch (faultFor(path)) {
      case 'hang':
        req.resume()
        return
      case '500':
        req.resume()
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ code: 'INJECTED_FAULT', message: 'injected by the fault proxy' }))
        return
      case 'reset':
        req.socket.resetAndDestroy()
        return
      case 'malformed':
        req.resume()
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"contentList": [{"id": tru')
        return
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    fault(path, fault) {
      faults = [{ path, fault }, ...faults.filter((f) => String(f.path) !== String(path))]
    },
    clear() {
      faults = []
      requests.length = 0
      authorized.length = 0
    },
    requests,
    authorized,
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
