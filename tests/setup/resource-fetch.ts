import { afterEach, vi } from 'vitest'

/**
 * Component tests: answers the browser fetches a component makes of one resource route
 * (useJsonResource loads rows' next pages, playlist previews and seasons outside the router).
 * `answer` gets the requested URL and returns the JSON body; any other URL answers 404.
 * The stub is removed after each test.
 */
export function answerResourceFetches(pathPrefix: string, answer: (url: URL) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost/')
      if (!url.pathname.startsWith(pathPrefix)) return Response.json({ error: 'Not found' }, { status: 404 })
      return Response.json(await answer(url))
    }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})
