/**
 * Ids an element names that no element of the page has: a control whose `aria-describedby`
 * points at nothing tells a screen reader nothing, and axe does not report it. Shared by the
 * server-render tests of the form fields (happy-dom) and the end-to-end checks of whole pages
 * (the browser's own document, through `page.evaluate`).
 */

/** The attributes whose value is a list of ids of elements in the page. */
export const ID_REFERENCE_ATTRIBUTES = [
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-errormessage',
  'aria-owns',
  'aria-details',
  'aria-flowto',
  'aria-activedescendant',
  'for',
]

/** The little of a DOM document the search needs (happy-dom's and the browser's both have it). */
export interface IdDocument {
  querySelectorAll(selector: string): ArrayLike<{ tagName: string; getAttribute(name: string): string | null }>
  getElementById(id: string): unknown
}

/**
 * "<tag name="…"> attribute → id" for each id an element names in one of `attributes` that the
 * document does not hold: `doc`, or the page's own where it runs in a browser. Self-contained (it
 * uses nothing from outside its body), so Playwright can send it to the browser as it is:
 * `page.evaluate(danglingIdrefs, ID_REFERENCE_ATTRIBUTES)`.
 */
export function danglingIdrefs(attributes: readonly string[], doc?: IdDocument): string[] {
  const document = doc ?? (globalThis as unknown as { document: IdDocument }).document
  const found: string[] = []
  for (const attribute of attributes) {
    for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/)) {
        if (id && !document.getElementById(id)) {
          found.push(`<${element.tagName.toLowerCase()} name="${element.getAttribute('name') ?? ''}"> ${attribute} → ${id}`)
        }
      }
    }
  }
  return found
}
