/**
 * The benchmark's baseline: the same home page markup rendered by react-dom/server alone
 * (no loaders, no platform, no Remix), served on loopback. The markup is parsed once into a
 * React element tree; each request renders that tree again.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import parse from 'html-react-parser'

const html = readFileSync(process.argv[2]!, 'utf8')
const body = html.replace(/^<!DOCTYPE html>/i, '')
const tree = parse(body)

const server = createServer((_req, res) => {
  const markup = '<!DOCTYPE html>' + renderToString(createElement(Fragment, null, tree))
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(markup)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
