// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PressButton } from './PressButton.tsx'

describe('PressButton in the server render', () => {
  it("is a native button even with react-aria's chunk loaded: hydration meets the same markup", () => {
    const html = renderToString(
      <PressButton className="b" aria-label="Next" isDisabled>
        →
      </PressButton>,
    )
    expect(html).toBe('<button aria-label="Next" type="button" disabled="" data-disabled="true" class="b">→</button>')
  })
})
