/**
 * npm run cdn:check — the example shared cache (docs/cdn/nginx.conf) in front of the built
 * product, checked the way a crowd and a subscriber would use it:
 *   - a guest page is filled once and then served from nginx (X-Cache-Status: HIT);
 *   - every answer, cached or not, carries a CSP nonce of its own, the same in header and markup;
 *   - the streamed and the whole markup are kept apart (the mq_js cookie; Vary: Cookie is not
 *     what splits them, so it cannot split guests any further);
 *   - a request with a session cookie is never answered from the cache, and a signed-in page is
 *     never kept;
 *   - the platform's API goes past the cache, though its guest reads are marked public.
 * The product runs with its own page cache off, so every HIT here is nginx's. Needs nginx
 * (Debian: apt-get install nginx-light); exits 1 on the first failed check.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root, startProduct } from '../bench/server.ts'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

let failures = 0
function check(what: string, ok: boolean, detail = '') {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${what}${ok || !detail ? '' : ` — ${detail}`}`)
  if (!ok) failures++
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

async function main() {
  if (!existsSync(NGINX)) {
    console.error(`npm run cdn:check needs nginx at ${NGINX} (Debian: apt-get install nginx-light), or NGINX_PATH.`)
    process.exit(1)
  }
  if (!existsSync(path.join(root, 'build/index.js'))) {
    console.error('Build the product first: npm run build')
    process.exit(1)
  }
  const children: ChildProcess[] = []
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-cdn-'))
  try {
    const app = await startProduct({ PAGE_CACHE: 'off' })
    children.push(app.child)
    const port = await freePort()
    const template = readFileSync(path.join(root, 'docs/cdn/nginx.conf'), 'utf8')
    const site = template
      .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
      .replaceAll('__UPSTREAM__', `127.0.0.1:${app.port}`)
      .replaceAll('__CACHE_DIR__', path.join(dir, 'cache'))
    const asRoot = process.getuid?.() === 0
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${asRoot ? 'user root;\n' : ''}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${site}\n}\n`,
    )
    const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] })
    children.push(nginx)
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      try {
        await fetch(`${base}/healthz`)
        break
      } catch {
        if (i > 50)
          throw new Error(`nginx did not start:\n${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    console.log(`\nnginx (docs/cdn/nginx.conf) at ${base} in front of the product at :${app.port}\n`)

    const first = await fetch(`${base}/home`)
    const firstBody = await first.text()
    const second = await fetch(`${base}/home`)
    const secondBody = await second.text()
    check(
      'a guest page is kept: the first request fills it, the next is a HIT',
      first.status === 200 && second.headers.get('x-cache-status') === 'HIT',
      `${first.headers.get('x-cache-status')}, ${second.headers.get('x-cache-status')}`,
    )
    const [n1, n2] = [nonceOf(first), nonceOf(second)]
    check('each answer has a CSP nonce of its own', Boolean(n1 && n2 && n1 !== n2), `${n1} / ${n2}`)
    check(
      'the markup carries the nonce of its own header',
      Boolean(
        n1 && n2 && firstBody.includes(`nonce="${n1}"`) && secondBody.includes(`nonce="${n2}"`) && !secondBody.includes(`nonce="${n1}"`),
      ),
    )

    const streamedFirst = await fetch(`${base}/home`, { headers: { cookie: 'mq_js=1' } })
    await streamedFirst.text()
    const streamed = await fetch(`${base}/home`, { headers: { cookie: 'mq_js=1' } })
    await streamed.text()
    check(
      'the streamed variant (mq_js) is kept apart and then served from the cache',
      streamedFirst.headers.get('x-cache-status') !== 'HIT' && streamed.headers.get('x-cache-status') === 'HIT',
    )

    const sessionCookie = await fetch(`${base}/home`, { headers: { cookie: '__session=anything' } })
    await sessionCookie.text()
    check(
      'a request with a session cookie is never answered from the cache',
      sessionCookie.headers.get('x-cache-status') === 'BYPASS',
      String(sessionCookie.headers.get('x-cache-status')),
    )

    // a real subscriber: their pages are private, so nginx never keeps them
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ id: 'subscriber@marquee.test', secret: 'subscriber-demo-2026' }).toString(),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const account = [] as Response[]
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${base}/home`, { headers: { cookie } })
      await page.text()
      account.push(page)
    }
    check(
      'a signed-in page is private and never a HIT',
      login.status === 302 &&
        account.every((p) => p.headers.get('cache-control')?.includes('private') && p.headers.get('x-cache-status') !== 'HIT'),
    )
    const guestAfter = await fetch(`${base}/home`)
    const guestHtml = await guestAfter.text()
    check(
      "a guest after the subscriber still gets the guest page, not the subscriber's",
      guestAfter.headers.get('x-cache-status') === 'HIT' && guestHtml.includes('href="/login'),
    )

    // A guest's row from the API is marked public for shared caches, but nginx keys on neither the
    // Authorization header nor the language: the API goes past the cache.
    const apiAnswers = [] as Response[]
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}/api/buckets/trending?rpp=10`)
      await answer.text()
      apiAnswers.push(answer)
    }
    check(
      "the platform's API is never kept, though its guest reads are public",
      apiAnswers.every(
        (a) => a.status === 200 && a.headers.get('cache-control')?.includes('public') && a.headers.get('x-cache-status') === null,
      ),
    )

    const asset = /<script[^>]+src="(\/build\/[^"]+\.js)"/.exec(firstBody)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(firstBody)?.[1]
    if (asset) {
      await (await fetch(base + asset)).arrayBuffer()
      const again = await fetch(base + asset)
      await again.arrayBuffer()
      check('built assets are kept', again.headers.get('x-cache-status') === 'HIT')
    }
    console.log(failures ? `\n${failures} check(s) failed\n` : '\nall checks passed\n')
  } finally {
    for (const child of children) child.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  process.exit(failures ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
