import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * A host element (`<a>`, `<form>`) with everything inside it already written as markup, for
 * the server to keep and hand to React again: React then writes the element and that text as it
 * is, instead of walking the same elements (and running the same components) on every request.
 *
 * The markup is written by `renderToString`, React's other server renderer (a module of its own),
 * called while the page's streaming render is under way. It shares nothing with that render but
 * the elements it is given. The inside must therefore not depend on anything the page's render
 * holds: no context read (it would get the context's default) and no `useId` (its ids would not be
 * the page's). What it writes is then what the page's render would have written there, byte for
 * byte, and the browser, which builds the same elements, hydrates it as its own. Event handlers
 * are left out of the kept element: the server writes none, and they belong to one request.
 */
export function insideAsMarkup(element: ReactNode): ReactNode {
  if (!isValidElement(element) || typeof element.type !== 'string') return element
  const { children, ...attributes } = (element as ReactElement<Record<string, unknown> & { children?: ReactNode }>).props
  for (const name of Object.keys(attributes)) if (/^on[A-Z]/.test(name)) delete attributes[name]
  const inside = renderToString(createElement(Fragment, null, ...(Array.isArray(children) ? children : [children])))
  return createElement(element.type, { ...attributes, dangerouslySetInnerHTML: { __html: inside } })
}

/** The attributes a kept outer element may have, by their name in markup and in React. */
const keptAttributes: Record<string, string> = { class: 'className', method: 'method', action: 'action', id: 'id', role: 'role' }
const OUTER = /^<([a-z][a-z0-9]*)((?:\s[a-zA-Z-]+="[^"]*")*)>([\s\S]*)<\/\1>$/
const ATTRIBUTE = /\s([a-zA-Z-]+)="([^"]*)"/g
const unescaped = (value: string) =>
  value.replace(
    /&quot;|&#x27;|&lt;|&gt;|&amp;/g,
    (entity) => ({ '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[entity]!,
  )

/**
 * `node`, whose markup is one element (a component that renders a `<form>`, say), written once as
 * that element with its inside as markup, as `insideAsMarkup` does for an element. The component
 * is rendered by `renderToString`, so whatever context it reads must be given in `node` (the same
 * value the page has). Markup of another shape (text around the element, an attribute outside
 * the few listed above, the same tag again inside) gives `node` back, to be rendered as usual.
 */
export function writtenAsMarkup(node: ReactNode): ReactNode {
  const match = OUTER.exec(renderToString(node))
  if (!match) return node
  const [, tag, attributeText, inside] = match
  // `<p>a</p><p>b</p>` matches too: an inside holding the same tag again is left to React
  if (new RegExp(`<${tag}[\\s>/]`).test(inside!)) return node
  const attributes: Record<string, unknown> = {}
  for (const [, name, value] of attributeText!.matchAll(ATTRIBUTE)) {
    const prop = keptAttributes[name!] ?? (/^(?:data|aria)-/.test(name!) ? name : undefined)
    if (!prop) return node
    attributes[prop] = unescaped(value!)
  }
  return createElement(tag!, { ...attributes, dangerouslySetInnerHTML: { __html: inside } })
}
