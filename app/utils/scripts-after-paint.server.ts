/**
 * The page's scripts are fetched after its first paint, not beside its stylesheet and hero image.
 *
 * Remix's `<Scripts>` writes one `<link rel="modulepreload">` per module the page needs (39 on
 * the guest home) and an inline module script that imports them. A browser fetches all of them
 * the moment it parses them, at high priority, so on a slow phone link the page's JavaScript
 * shares the first round trips with the stylesheet and the hero's artwork, which the first paint
 * waits for. Yet the first paint needs no script: the document is complete server markup and its
 * links and forms work without JavaScript.
 *
 * This transform of the document stream leaves the markup of `<Scripts>` in place (React hydrates
 * it; only attribute values change, which hydration does not compare) but makes it inert:
 * each preload link gets the relation `x-deferred-modulepreload` and the module script the type
 * `text/x-deferred-module`. A small inline script placed right after them starts everything once
 * the browser reports the page's first contentful paint: it runs the module script's text as a
 * module script with the page's nonce, and gives the preload links back their relation (cheaper
 * than new elements), a few per task, so the modules still load in parallel. `starterScript`
 * says what happens in hidden tabs and older browsers. After hydration React removes `<Scripts>`' markup, as it always does.
 *
 * The stream is bytes in React's chunks; a tag may be split between two chunks, so the last bytes
 * of a chunk that could begin one are held back until the next. Once the module script has passed,
 * every later chunk (streamed rows, React's own inline scripts) goes through untouched.
 * The patterns are found with the buffer's native search, so the document is never decoded.
 */
import { Transform, type TransformCallback } from 'node:stream'

const PRELOAD = Buffer.from('<link rel="modulepreload"')
const DEFERRED_PRELOAD = Buffer.from('<link rel="x-deferred-modulepreload"')
// React writes the module script's attributes in this order: `<script nonce="…" type="module" async="">`.
// Text and attribute values are escaped, so the sequence only occurs in a tag.
const MODULE_TYPE = Buffer.from(' type="module" async="">')
const DEFERRED_MODULE_TYPE = Buffer.from(' type="text/x-deferred-module" async="">')
const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script>')
/** The most bytes of a pattern that can end a chunk and go on in the next one. */
const SPLIT = Math.max(PRELOAD.length, MODULE_TYPE.length) - 1

/**
 * When the scripts start without a first contentful paint to wait for: a browser that cannot
 * report it loads them after its next frame, and any page loads them after this long at the
 * latest (a page that painted nothing contentful yet still becomes interactive).
 */
export const SCRIPTS_LATEST_MS = 3_000

/**
 * How long one task may spend giving preload links back their relation before it lets the
 * browser do something else. Each starts a fetch, usually a fraction of a millisecond, but the
 * first ones after the module script has started cost several milliseconds apiece (the browser
 * is setting up their requests while the module script's own are going out): a fixed eight links
 * a task made tasks of 12–26 ms on this machine, 50–100 ms on a phone four times slower.
 */
export const PRELOAD_SLICE_MS = 3

/**
 * The inline starter. Written as plain ES5 so every browser that runs it parses it. It waits for
 * the first contentful paint (the paint timing entry, buffered: it may already have happened); a
 * tab that is hidden paints nothing, so it starts at once there, and when the tab is hidden
 * before its first paint. It starts only once, whichever comes first.
 */
export function starterScript(nonce: string) {
  const body = [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    'var links=document.querySelectorAll(\'link[rel="x-deferred-modulepreload"]\');',
    'var old=document.querySelector(\'script[type="text/x-deferred-module"]\');',
    'if(old){var s=document.createElement("script");s.type="module";s.nonce=old.nonce;s.textContent=old.textContent;document.body.appendChild(s)}',
    // Each preload starts a fetch: as many as fit in a few milliseconds per task, so no task of
    // this grows long on a slow phone (at least one a task, so it always ends).
    `var i=0;(function some(){var until=Date.now()+${PRELOAD_SLICE_MS};while(i<links.length){links[i++].rel="modulepreload";if(Date.now()>=until)break}if(i<links.length)setTimeout(some,0)})()}`,
    'if(document.visibilityState==="hidden")return start();',
    'document.addEventListener("visibilitychange",start);',
    `setTimeout(start,${SCRIPTS_LATEST_MS});`,
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){',
    'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true});return}}catch(e){}',
    'requestAnimationFrame(function(){setTimeout(start,0)})})()',
  ].join('')
  return `<script nonce="${nonce}">${body}</script>`
}

/**
 * Rewrites what can be decided in `input` (see above): the output, the tail to hold back until
 * the next chunk, and whether the module script has passed (every later byte goes through as is).
 */
function rewrite(input: Buffer, starter: Buffer): { out: Buffer[]; rest: Buffer; done: boolean } {
  const out: Buffer[] = []
  let from = 0
  // The module script ends the body and the preloads are in the head: the one is looked for from
  // the end (the page has one such script), the others only before it, so that neither search
  // reads the whole document.
  const moduleType = input.lastIndexOf(MODULE_TYPE)
  const head = moduleType === -1 ? input : input.subarray(0, moduleType)
  for (;;) {
    const preload = head.indexOf(PRELOAD, from)
    if (preload !== -1 && (moduleType === -1 || preload < moduleType)) {
      out.push(input.subarray(from, preload), DEFERRED_PRELOAD)
      from = preload + PRELOAD.length
      continue
    }
    if (moduleType !== -1) {
      // The module script: wait for its end tag, so the starter can follow it.
      const close = input.indexOf(SCRIPT_CLOSE, moduleType)
      if (close === -1) {
        const open = Math.max(from, input.lastIndexOf(SCRIPT_OPEN, moduleType))
        out.push(input.subarray(from, open))
        return { out, rest: input.subarray(open), done: false }
      }
      const end = close + SCRIPT_CLOSE.length
      out.push(
        input.subarray(from, moduleType),
        DEFERRED_MODULE_TYPE,
        input.subarray(moduleType + MODULE_TYPE.length, end),
        starter,
        input.subarray(end),
      )
      return { out, rest: Buffer.alloc(0), done: true }
    }
    // Neither here: the last bytes may be the start of one that the next chunk completes.
    const keep = Math.max(from, input.length - SPLIT)
    out.push(input.subarray(from, keep))
    return { out, rest: input.subarray(keep), done: false }
  }
}

/**
 * A transform of the document stream that defers the scripts of Remix's `<Scripts>` until after
 * the first paint (see above). `nonce` is the request's CSP nonce, which the starter carries.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  let held: Buffer = Buffer.alloc(0)
  let done = false
  const starter = Buffer.from(starterScript(nonce))
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      if (done) return callback(null, bytes)
      const result = rewrite(held.length ? Buffer.concat([held, bytes]) : bytes, starter)
      done = result.done
      held = Buffer.from(result.rest)
      const joined = Buffer.concat(result.out)
      callback(null, joined.length ? joined : undefined)
    },
    flush(callback: TransformCallback) {
      callback(null, held.length ? held : undefined)
    },
  })
}

/**
 * The same rewrite of a whole document at once, for a page rendered completely before it is
 * sent (app/entry.server.tsx): one search over one buffer instead of a stream stage per chunk.
 */
export function documentWithScriptsAfterFirstPaint(document: Buffer, nonce: string): Buffer {
  const { out, rest } = rewrite(document, Buffer.from(starterScript(nonce)))
  out.push(rest)
  return Buffer.concat(out)
}
