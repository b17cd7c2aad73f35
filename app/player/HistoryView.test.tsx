// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter, setUpRouterComponentTests } from '#tests/setup/router-component.tsx'
import type { HistoryData } from './history.server.ts'
import { HistoryView } from './HistoryView.tsx'

setUpRouterComponentTests()

const empty = (over: Partial<HistoryData>): HistoryData => ({
  locale: 'en',
  isGuest: false,
  page: 1,
  items: [],
  moreDataAvailable: false,
  loginHref: '/login?from=%2Fhistory',
  pathname: '/history',
  ...over,
})

function renderAt(path: string, data: HistoryData) {
  const Page = () => <HistoryView data={data} />
  return renderWithRouter([{ path, Component: Page }], path)
}

describe('HistoryView', () => {
  it('with nothing watched yet, says so and offers a way to something to watch', async () => {
    renderAt('/history', empty({}))
    expect(await screen.findByText('Nothing watched yet. Videos you start will appear here.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse videos' })).toHaveAttribute('href', '/browse')
  })

  it('keeps that way in the page’s language', async () => {
    renderAt('/es/historial', empty({ locale: 'es', pathname: '/es/historial' }))
    expect(await screen.findByRole('link', { name: 'Browse videos' })).toHaveAttribute('href', '/es/explorar')
  })

  it('asks a guest to sign in instead', async () => {
    renderAt('/history', empty({ isGuest: true }))
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?from=%2Fhistory')
    expect(screen.queryByRole('link', { name: 'Browse videos' })).toBeNull()
  })
})
