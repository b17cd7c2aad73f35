/**
 * The TV-provider flow's rules, free of I/O so they can be tested on their own:
 * - the registration code is asked with the stored client; on a 400 the stored client is removed,
 *   the client registered again, and the code asked once more (once only);
 * - featured providers first (in the realm's order), then the others after a separator label;
 * - after a failed sign-in, a 400 or 412 on the first attempt restarts the flow (the retry shows a
 *   message); otherwise a mapped message with a button to the default page.
 */
import type { FederatedKey } from './strings.ts'

export interface TvClient {
  clientId: string
  clientSecret: string
}

export class TvCallError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`TV-provider call failed with ${status}${code ? ` ${code}` : ''}`)
    this.name = 'TvCallError'
  }
}

export interface RegcodeDeps {
  register(): Promise<TvClient>
  regcode(client: TvClient): Promise<{ accessToken: string; code: string }>
  /** where the client is kept between visits */
  stored: { get(): TvClient | undefined; save(client: TvClient): void; remove(): void }
}

export async function obtainRegcode(deps: RegcodeDeps): Promise<{ client: TvClient; accessToken: string; code: string }> {
  let client = deps.stored.get()
  if (!client) {
    client = await deps.register()
    deps.stored.save(client)
  }
  try {
    return { client, ...(await deps.regcode(client)) }
  } catch (error) {
    if (!(error instanceof TvCallError) || error.status !== 400) throw error
    deps.stored.remove()
    const fresh = await deps.register()
    deps.stored.save(fresh)
    return { client: fresh, ...(await deps.regcode(fresh)) }
  }
}

export function splitProviders<T extends { id: string; displayName: string }>(
  list: T[],
  featured: string[],
): { featured: T[]; nonFeatured: T[] } {
  const byId = new Map(list.map((p) => [p.id, p]))
  const first = featured.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  const rest = list.filter((p) => !featured.includes(p.id)).sort((a, b) => a.displayName.localeCompare(b.displayName))
  return { featured: first, nonFeatured: rest }
}

export type TvFailureOutcome = { restart: true } | { restart: false; key: FederatedKey }

export function afterTvFailure(status: number | undefined, code: string | undefined, attempt: number): TvFailureOutcome {
  if ((status === 400 || status === 412) && attempt < 2) return { restart: true }
  if (code === 'NOT_AUTHORIZED' || status === 403) return { restart: false, key: 'federated.tv.notAuthorized' }
  if (status === 400 || status === 412) return { restart: false, key: 'federated.tv.signInFailed' }
  return { restart: false, key: 'federated.sorrySomethingWentWrong' }
}
