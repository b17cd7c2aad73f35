import { Writable } from 'node:stream'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** What React's streaming renderer (the server's, as app/entry.server.tsx uses it) writes for `node`. */
export function streamedMarkup(node: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        text += chunk.toString()
        done()
      },
      final(done) {
        resolve(text)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(node, { onAllReady: () => pipe(sink), onShellError: reject })
  })
}
