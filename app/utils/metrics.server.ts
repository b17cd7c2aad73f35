/**
 * The web server's Prometheus metrics, in prom-client's default registry (served at /metrics by
 * server/observability.ts). A metric is looked up before it is made: the server and the Remix
 * build each load this module, and a name can be registered once only.
 */
import client from 'prom-client'

export function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): client.Histogram<L> {
  return (client.register.getSingleMetric(name) as client.Histogram<L> | undefined) ?? new client.Histogram({ name, help, labelNames, buckets })
}

export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): client.Gauge<L> {
  return (client.register.getSingleMetric(name) as client.Gauge<L> | undefined) ?? new client.Gauge({ name, help, labelNames })
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): client.Counter<L> {
  return (client.register.getSingleMetric(name) as client.Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames })
}
