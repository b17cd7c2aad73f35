// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PluginView } from './PluginView.tsx'

afterEach(cleanup)

describe('a plugin page', () => {
  it('frames a same-origin plugin without its origin, as a plugin block does, even when its document asks for it', () => {
    for (const sandbox of [undefined, 'allow-scripts allow-same-origin allow-forms allow-popups']) {
      render(
        <PluginView plugin={{ id: 'match-centre', title: 'Match centre', mode: 'iframe', url: '/plugins/match-centre.html', sandbox }} />,
      )
      const frame = screen.getByTitle('Match centre')
      expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
      expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
      cleanup()
    }
  })

  it('lets a plugin of another origin keep its own', () => {
    render(<PluginView plugin={{ id: 'shop', title: 'Shop', mode: 'iframe', url: 'https://shop.example.org/' }} />)
    expect(screen.getByTitle('Shop').getAttribute('sandbox')).toContain('allow-same-origin')
  })
})
