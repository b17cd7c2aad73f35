/**
 * The platform calls of watch together, over the app's one platform client. Paths and shapes:
 * platform/openapi.yaml (tag watch-together); the shapes are the types generated from it.
 */
import type { components } from '#schemas/generated/api.ts'
import type { PlatformClient } from './client.server.ts'

const seg = encodeURIComponent

type Api = components['schemas']

export type WatchTogetherViewer = Api['WatchTogetherViewer']
export type WatchTogetherRoom = Api['WatchTogetherRoom']
export type WatchTogetherState = Api['WatchTogetherState']

export function watchTogetherCalls(client: PlatformClient) {
  return {
    state: (eventId: string) => client.request<WatchTogetherState>('GET', `/v1/watch-together/${seg(eventId)}`),
    join: (eventId: string) => client.request<WatchTogetherState>('PUT', `/v1/watch-together/${seg(eventId)}/presence`),
    leave: (eventId: string) => client.request<WatchTogetherState>('DELETE', `/v1/watch-together/${seg(eventId)}/presence`),
    /** `event: viewers` with a WatchTogetherRoom after every change; the platform's streaming Response. */
    stream: (eventId: string, signal?: AbortSignal) => client.requestStream(`/v1/watch-together/${seg(eventId)}/stream`, signal),
  }
}
