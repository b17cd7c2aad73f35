/**
 * Reads that arrive in the same turn of the event loop share one query.
 *
 * A signed-in page asks the platform for a dozen rows at once, and every one of those calls
 * checked the caller's session, licences and favourites with a query of its own (about fifty
 * queries per page). `coalesceReads(run)` gives a function that queues its argument and, once the
 * current turn of the event loop is over (setImmediate), runs `run` once with every argument
 * queued meanwhile. Each caller gets the answer for its own argument.
 *
 * Freshness is what it was: a caller only ever joins a batch that has not been sent yet, so the
 * query runs after that caller asked, and sees every write committed before it asked — as its own
 * query would have. A batch never reuses an answer from before (nothing is cached).
 */
export function coalesceReads<A, R>(run: (args: A[]) => Promise<R[]>): (arg: A) => Promise<R> {
  let pending: Array<{ arg: A; resolve: (r: R) => void; reject: (e: unknown) => void }> | null = null
  const flush = () => {
    const batch = pending!
    pending = null
    Promise.resolve()
      .then(() => run(batch.map((b) => b.arg)))
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i]!)),
        (error: unknown) => batch.forEach((b) => b.reject(error)),
      )
  }
  return (arg) =>
    new Promise<R>((resolve, reject) => {
      if (!pending) {
        pending = []
        setImmediate(flush)
      }
      pending.push({ arg, resolve, reject })
    })
}
