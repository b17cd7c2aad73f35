import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { PRESSABLE_STYLE_ID, PRESSABLE_STYLE_TEXT, PressableStyle } from './pressable-style.server.tsx'

/** The style element's id and text as the installed react-aria writes them (its usePress). */
function reactAriasOwn() {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('react-aria/package.json'))
  const source = readFileSync(join(root, 'dist/private/interactions/usePress.mjs'), 'utf8')
  const constant = (name: string) => {
    const found = source.match(new RegExp(`\\$var\\$${name} = '([^']+)'`))
    if (!found) throw new Error(`react-aria's usePress no longer names ${name}`)
    return found[1]!
  }
  const template = source.match(/style\.textContent = `([\s\S]*?)`\.trim\(\)/)
  if (!template) throw new Error("react-aria's usePress no longer writes its style's text this way")
  const text = template[1]!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, constant('PRESSABLE_ATTRIBUTE')).trim()
  // what it checks before adding its own style element
  expect(source).toMatch(/getElementById\(\$\w+\$var\$STYLE_ID\)/)
  return { id: constant('STYLE_ID'), text }
}

describe('PressableStyle', () => {
  it("is react-aria's pressable style, with the id react-aria looks for before adding its own", () => {
    const own = reactAriasOwn()
    expect(PRESSABLE_STYLE_ID).toBe(own.id)
    expect(PRESSABLE_STYLE_TEXT).toBe(own.text)
  })

  it('is written into the page as it is', () => {
    expect(renderToStaticMarkup(createElement(PressableStyle))).toBe(`<style id="${PRESSABLE_STYLE_ID}">${PRESSABLE_STYLE_TEXT}</style>`)
  })
})
