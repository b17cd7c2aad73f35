/**
 * A block's data is missing (a deleted plugin, an unknown bucket). The page loader turns it into
 * `{ ok: false, notFound: true }`: a live page leaves the block out without a "row unavailable"
 * notice, a preview shows the error panel.
 */
export class BlockNotFoundError extends Error {
  readonly notFound = true as const
  constructor(
    readonly resource: string,
    readonly resourceId: string,
  ) {
    super(`${resource} ${resourceId} was not found`)
    this.name = 'BlockNotFoundError'
  }
}

export function isBlockNotFoundError(error: unknown): error is BlockNotFoundError {
  return error instanceof BlockNotFoundError || (error instanceof Error && error.name === 'BlockNotFoundError')
}
