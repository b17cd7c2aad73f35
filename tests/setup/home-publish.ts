/**
 * A publish the server tests make on the demo realm: the home page with its first row moved to the
 * end, published through the CMS API as the demo operator, and the page as it was published again
 * afterwards, whatever the test found.
 */

/** The demo operator's API headers (a bearer token from the platform's login). */
export async function operatorHeaders(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'operator@marquee.test', secret: 'operator-demo-2026' }),
  })
  return { authorization: `Bearer ${(await login.json()).authorisationToken}`, 'content-type': 'application/json' }
}

/** Publishes the home page with its first row last, runs `during`, then publishes the page as it was. */
export async function withFirstRowMovedLast(base: string, during: () => Promise<void>) {
  const headers = await operatorHeaders(base)
  const api = `${base}/api/cms/admin/documents/page/home`
  const publish = async (body: unknown) => {
    if ((await fetch(`${api}/draft`, { method: 'PUT', headers, body: JSON.stringify(body) })).status !== 200)
      throw new Error('the home draft was refused')
    if ((await fetch(`${api}/publish`, { method: 'POST', headers })).status !== 200) throw new Error('the home page was not published')
  }
  const original = (await (await fetch(api, { headers })).json()).published
  const moved = structuredClone(original) as { blocks: Array<{ type: string }> }
  const firstRow = moved.blocks.findIndex((b) => b.type === 'bucket')
  moved.blocks.push(...moved.blocks.splice(firstRow, 1))
  try {
    await publish(moved)
    await during()
  } finally {
    await publish(original)
  }
}
