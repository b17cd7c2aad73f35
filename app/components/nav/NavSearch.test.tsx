import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AriaSearchField } from './NavSearch.aria.tsx'
import { NativeSearchField, SEARCH_TEXT_MAX } from './NavSearch.tsx'

afterEach(cleanup)

describe('the menu’s search box', () => {
  it('stops at the longest text the search page takes, before and after the menu becomes react-aria’s', () => {
    expect(SEARCH_TEXT_MAX).toBe(200)
    for (const Field of [NativeSearchField, AriaSearchField]) {
      render(<Field label="Search" placeholder="Titles, events, teams" />)
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxlength', '200')
      cleanup()
    }
  })
})
