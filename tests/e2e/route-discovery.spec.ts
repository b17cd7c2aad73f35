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

  const answered: string[] = []
  page.on('requestfinished', (request: Request) => {
    if (new URL(request.url()).pathname === '/__manifest') answered.push(new URL(request.url()).search)
  })
  const hasBrowse = (search: string) => new URLSearchParams(search).getAll('p').includes('/browse')

  await page.goto('/home')
  // Wait for the answer itself: on a slow machine the page is network-idle before it hydrates and
  // asks, so waiting for that state could click while the answer was still on its way.
  await expect.poll(() => answered.filter(hasBrowse).length).toBe(1)
  // and applied: the browser's route manifest now holds the browse page's route
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { routes } = (window as unknown as { __remixManifest: { routes: Record<string, unknown> } }).__remixManifest
        return 'BROWSE' in routes
      }),
    )
    .toBe(true)
  // the nav's links are asked for once
  expect(asked.filter(hasBrowse)).toHaveLength(1)

  // and the answer was used: the nav link changes page without loading a new document
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click()
  await expect(page).toHaveURL(/\/browse$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toEqual([])
  expect(asked.filter(hasBrowse)).toHaveLength(1)
})
