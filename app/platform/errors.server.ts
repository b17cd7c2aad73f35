import type { ValidationIssue } from './types.ts'

/** A platform call answered with an error status (or, as PlatformUnavailableError, not at all). */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
    /** a refusal to try again yet (429): the seconds its Retry-After asks to wait, when it says */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
    this.name = 'PlatformError'
  }
  get fields(): Record<string, string[]> | undefined {
    return (this.body as { fields?: Record<string, string[]> } | null)?.fields
  }
  get issues(): ValidationIssue[] | undefined {
    return (this.body as { errors?: ValidationIssue[] } | null)?.errors
  }
}
