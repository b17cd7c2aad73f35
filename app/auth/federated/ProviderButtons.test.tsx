// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import { ProviderButtons } from './ProviderButtons.tsx'
import type { ProviderButton } from './types.ts'

const buttons: ProviderButton[] = [
  {
    name: 'apple',
    kind: 'oidc',
    label: 'Apple',
    logoUri: 'https://cdn.test/apple.svg',
    href: '/es/iniciar-sesion/apple?from=%2Fes%2Fexplorar',
    method: 'post',
  },
  { name: 'pbr', kind: 'partner', label: 'PBR', logoUri: null, href: '/es/iniciar-sesion/pbr', method: 'link' },
  { name: 'adobe', kind: 'tv', label: 'TV provider', logoUri: null, href: '/es/tv-iniciar-sesion', method: 'link' },
]

describe('provider buttons on the login page', () => {
  it('read "Continue with …" in the page’s language; a start that sets state is a one-button form posting intent=start', () => {
    const { container } = render(
      <TranslationsProvider i18n={createI18n('es', {})}>
        <ProviderButtons buttons={buttons} />
      </TranslationsProvider>,
    )
    const apple = screen.getByRole('button', { name: 'Continuar con Apple' })
    const form = apple.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/es/iniciar-sesion/apple?from=%2Fes%2Fexplorar')
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'start' })
    // the configured logo is decoration: the name says it all
    const logo = within(apple).getByRole('presentation', { hidden: true })
    expect(logo.getAttribute('src')).toBe('https://cdn.test/apple.svg')
    expect(screen.getByRole('link', { name: 'Continuar con PBR' }).getAttribute('href')).toBe('/es/iniciar-sesion/pbr')
    expect(screen.getByRole('link', { name: 'Inicia sesión con tu proveedor de TV' })).toBeTruthy()
    // no logo configured, none shown
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })
})
