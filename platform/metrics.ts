/**
 * Prometheus metrics of the platform, in prom-client's default registry, which the web server
 * exposes at /metrics when the platform is embedded. A metric is looked up before it is made: the
 * server and the Remix build may each load this module, and a name can be registered once only.
 */
import client from 'prom-client'

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): client.Counter<L> {
  return (client.register.getSingleMetric(name) as client.Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames })
}

export function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets?: number[]): client.Histogram<L> {
  return (
    (client.register.getSingleMetric(name) as client.Histogram<L> | undefined) ??
    new client.Histogram({ name, help, labelNames, ...(buckets ? { buckets } : {}) })
  )
}

export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  collect?: (this: client.Gauge<L>) => void | Promise<void>,
): client.Gauge<L> {
  return (
    (client.register.getSingleMetric(name) as client.Gauge<L> | undefined) ??
    new client.Gauge({ name, help, labelNames, ...(collect ? { collect } : {}) })
  )
}

/** Payments the platform tried, by provider and how they ended (paid, declined, authorisation, error). */
export const paymentsTotal = () =>
  counter('marquee_payments_total', 'Payments attempted, by provider and outcome', ['provider', 'outcome'] as const)

/** Database connections of this process's Postgres pool (PGlite has none). */
const poolSources = new Set<() => { total: number; idle: number; waiting: number }>()
export function watchPool(stats: () => { total: number; idle: number; waiting: number }): () => void {
  poolSources.add(stats)
  gauge('marquee_db_pool_connections', 'Postgres pool connections by state', ['state'] as const, function collect() {
    let total = 0
    let idle = 0
    let waiting = 0
    for (const source of poolSources) {
      const s = source()
      total += s.total
      idle += s.idle
      waiting += s.waiting
    }
    this.set({ state: 'total' }, total)
    this.set({ state: 'idle' }, idle)
    this.set({ state: 'in_use' }, total - idle)
    this.set({ state: 'waiting' }, waiting)
  })
  return () => poolSources.delete(stats)
}
