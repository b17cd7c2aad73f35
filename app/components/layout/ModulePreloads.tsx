/**
 * The page's JavaScript, announced at low fetch priority ahead of Remix's own module preloads.
 *
 * Remix's <Scripts> preloads the entry, the root and the page's route modules and every chunk
 * they import, at the browser's default priority for scripts (high): on a slow phone link they
 * share it with the stylesheet and the hero image, although the page is already drawn by the
 * server's HTML and none of them is needed for the first paint. Preloaded here first with
 * fetchpriority="low", the same URLs are asked for once (a module is fetched once per URL, and
 * the first request sets its priority), after the stylesheet and the images the browser rates
 * higher. Hydration starts when they are in, as before.
 *
 * Rendered until the page has hydrated, as Remix renders its own preloads.
 */
import { UNSAFE_RemixContext, useMatches } from '@remix-run/react'
import { useContext } from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'

export function ModulePreloads() {
  const remix = useContext(UNSAFE_RemixContext)
  const matches = useMatches()
  const hydrated = useHydrated()
  if (hydrated || !remix) return null
  const { manifest } = remix
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const match of matches) {
    const route = manifest.routes[match.id]
    if (!route) continue
    for (const href of route.imports ?? []) hrefs.add(href)
    hrefs.add(route.module)
  }
  return (
    <>
      {[...hrefs].map((href) => (
        // lowercase: React 18 passes it to the DOM as it is (as the hero's image does)
        <link key={href} rel="modulepreload" href={href} {...{ fetchpriority: 'low' }} />
      ))}
    </>
  )
}
