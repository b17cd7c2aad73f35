/** Remix's encoding of a document's loader data, as the server runtime's (edited) CommonJS build has it. */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const singleFetch = require('@remix-run/server-runtime/dist/single-fetch.js') as {
  encodeViaTurboStream: (
    data: unknown,
    signal: AbortSignal,
    streamTimeout: number | undefined,
    serverMode: string,
  ) => ReadableStream<Uint8Array>
}

/** The stream Remix puts a document's data in, in production mode with the default time limit. */
export function encodeDocumentData(data: unknown): ReadableStream<Uint8Array> {
  return singleFetch.encodeViaTurboStream(data, new AbortController().signal, undefined, 'production')
}
