/**
 * The benchmark's baseline: the same home page markup rendered by react-dom/server alone
 * (no loaders, no platform, no Remix), served on loopback. The markup is parsed once into a
 * React element tree; each request renders that tree again.
 *
 * `--stream` renders it with `renderToPipeableStream`, the streaming renderer the product needs
 * (Remix streams a page's data and its deferred rows through it), instead of `renderToString`:
 * what that renderer alone costs for the same markup, before any loader, route or component.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { createElement, Fragment } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import parse from 'html-react-parser'

const html = readFileSync(process.argv[2]!, 'utf8')
const streaming = process.argv.includes('--stream')
const body = html.replace(/^<!DOCTYPE html>/i, '')
const tree = parse(body)

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  if (!streaming) {
    res.end('<!DOCTYPE html>' + renderToString(createElement(Fragment, null, tree)))
    return
  }
  res.write('<!DOCTYPE html>')
  const { pipe } = renderToPipeableStream(createElement(Fragment, null, tree), { onShellReady: () => pipe(res) })
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
