/**
 * The page a browser is shown when the web server refuses a request before Remix sees it (a
 * cross-site post, an address or body it cannot take): the page's language, a heading, what went
 * wrong and the way to the home page in the same language. It is plain HTML with its own small
 * style, since none of the app's scripts or styles run for it. The texts are the product's own;
 * anything taken from the request goes in `detail`, which is escaped.
 */
import { localePath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;background:#0b0d12;color:#f4f5f8;display:grid;place-items:center;min-height:100vh;margin:0}' +
  // border-box: the padding stays inside the width, so the card fits a phone's screen
  'main{box-sizing:border-box;background:#171a22;padding:2rem;border-radius:16px;width:min(460px,calc(100vw - 2rem))}' +
  'h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#c9cdd6;overflow-wrap:anywhere}a{color:#ffd166}a:focus-visible{outline:3px solid #ffd166;outline-offset:2px}'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function refusalPage(page: { locale: Locale; title: string; message: string; detail?: string; link: string }): string {
  const { locale, title, message, detail, link } = page
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title} · Marquee</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${message}</p>${detail !== undefined ? `<p>${escapeHtml(detail)}</p>` : ''}` +
    `<p><a href="${localePath(locale, '/home')}">${link}</a></p></main></body></html>`
  )
}
