// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './Button.tsx'
import { button } from './button.css.ts'

describe('Button in the server render', () => {
  it("carries the recipe's class names for its variant and size, with the caller's class after them", () => {
    for (let round = 0; round < 2; round++) {
      for (const variant of ['primary', 'secondary', undefined] as const) {
        for (const size of ['small', undefined] as const) {
          const html = renderToString(
            <Button variant={variant} size={size} className="extra">
              Play
            </Button>,
          )
          expect(html).toContain(`class="${button({ variant, size })} extra"`)
        }
      }
    }
  })
})
