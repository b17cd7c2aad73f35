import type { Request } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/**
 * After hydration Remix asks `/__manifest` for the routes of the links on the page. Its answer
 * is slow on a phone's network; a change to the page while it is on its way must not ask for
 * the same paths again (scripts/patch-dependencies.mjs, route discovery).
 */
test('a page asks for its links’ routes once, even when the answer is slow', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/__manifest') asked.push(new URL(request.url()).search)
  })
  // hold each answer back longer than route discovery's 100 ms wait after a change to the page
  await page.route('**/__manifest?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })

  await page.goto('/home')
  await expect.poll(() => asked.length).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  // the nav's links are asked for once
  const withBrowse = asked.filter((search) => new URLSearchParams(search).getAll('p').includes('/browse'))
  expect(withBrowse).toHaveLength(1)

  // and the answer was used: the nav link changes page without loading a new document
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click()
  await expect(page).toHaveURL(/\/browse$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toEqual([])
  expect(asked.filter((search) => new URLSearchParams(search).getAll('p').includes('/browse'))).toHaveLength(1)
})
