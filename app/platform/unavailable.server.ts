/**
 * A page whose own data the platform cannot give (no answer in time, no connection, the breaker
 * open, a 5xx, an unreadable answer) answers 503 with `Retry-After`, not 500: every route's
 * loader and action is wrapped once, at start (server/index.ts), and such a failure becomes a
 * thrown 503 Response. Documents render it as the retry page (GeneralErrorBoundary), in the
 * page's language; resource routes answer it as JSON.
 */
import type { ServerBuild } from '@remix-run/node'
import { isPlatformUnavailable, type PlatformUnavailableError } from './resilience.server.ts'

/** The data of a 503 route error: what the retry page and the Retry-After header are made from. */
export interface PlatformUnavailableData {
  code: 'PLATFORM_UNAVAILABLE'
  retryAfter: number
}

export function isPlatformUnavailableData(data: unknown): data is PlatformUnavailableData {
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'PLATFORM_UNAVAILABLE'
}

export function unavailableResponse(error: Pick<PlatformUnavailableError, 'retryAfterSeconds'>): Response {
  const data: PlatformUnavailableData = { code: 'PLATFORM_UNAVAILABLE', retryAfter: error.retryAfterSeconds }
  return new Response(JSON.stringify(data), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(data.retryAfter), 'Cache-Control': 'no-store' },
  })
}

type Handler = (args: never) => unknown

function guard<H extends Handler>(handler: H): H {
  return (async (args: never) => {
    try {
      return await handler(args)
    } catch (error) {
      if (isPlatformUnavailable(error)) throw unavailableResponse(error)
      throw error
    }
  }) as unknown as H
}

/** The build with every loader and action answering an unavailable platform with 503. */
export function answerUnavailablePlatform(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue
    const module = { ...route.module }
    if (module.loader) module.loader = guard(module.loader)
    if (module.action) module.action = guard(module.action)
    routes[id] = { ...route, module }
  }
  return { ...build, routes }
}
