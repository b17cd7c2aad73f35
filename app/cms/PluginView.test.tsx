// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PluginView } from './PluginView.tsx'

afterEach(cleanup)

describe('a plugin page', () => {
  it('frames the plugin with the sandbox its loader worked out, and the strictest one without', () => {
    render(<PluginView plugin={{ id: 'a', title: 'A', mode: 'iframe', url: '/plugins/a.html', sandbox: 'allow-scripts allow-forms' }} />)
    expect(screen.getByTitle('A')).toHaveAttribute('sandbox', 'allow-scripts allow-forms')
    cleanup()
    render(<PluginView plugin={{ id: 'b', title: 'B', mode: 'iframe', url: '/plugins/b.html' }} />)
    expect(screen.getByTitle('B')).toHaveAttribute('sandbox', '')
  })
})
