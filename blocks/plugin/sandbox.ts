import type { PluginDocument } from '#schemas/index.ts'

const DEFAULT_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation'

/**
 * Whether the plugin's page is the product's own origin: a path, or an absolute URL on the
 * product's public origin. Worked out on the server from the configured public origin, never from
 * the request's Host, which a client chooses and a guest page is kept across requests.
 */
export function isOwnOrigin(url: string, ownOrigin: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true
  try {
    return new URL(url).origin === ownOrigin
  } catch {
    return false
  }
}

/**
 * The plugin frame's sandbox: the document's own, or a default. A page of another origin may keep
 * its origin (its own cookies and storage); one of the product's origin never does, whatever its
 * document says: with scripts and its origin it could lift its own sandbox and reach the page
 * around it. The loaders set it on the plugin they hand to the page, which frames it as given.
 */
export function sandboxFor(plugin: Pick<PluginDocument, 'url' | 'sandbox'>, ownOrigin: string): string {
  const sameOrigin = isOwnOrigin(plugin.url, ownOrigin)
  const asked = plugin.sandbox ?? (sameOrigin ? DEFAULT_SANDBOX : `${DEFAULT_SANDBOX} allow-same-origin`)
  return sameOrigin ? asked.replace(/(^|\s+)allow-same-origin(?=\s|$)/g, '').trim() : asked
}
