/**
 * `npm run demo:oidc`: the demo realm's OpenID provider on its own, for trying a client against
 * it. Marquee's demo server (`npm start`, DEMO=true) starts one by itself; this is for anyone who
 * wants the provider alone. DEMO_OIDC_PORT (default 3406), APP_ORIGIN (default http://localhost:3000).
 */
import { DEMO_OIDC_PEOPLE, startDemoOidcProvider } from '../platform/identity/federation/demo/oidc-provider.ts'

const port = Number(process.env.DEMO_OIDC_PORT ?? 3406)
const app = process.env.APP_ORIGIN ?? 'http://localhost:3000'
const idp = await startDemoOidcProvider({ port, redirectUris: [`${app}/oauth/demo-oidc`], postLogoutRedirectUris: [`${app}/`] })
console.log(`Demo ID (OpenID provider) at ${idp.issuer}`)
console.log(`  client_id ${idp.clientId}, redirect ${app}/oauth/demo-oidc (client secret generated at start, not printed)`)
console.log(`  people: ${DEMO_OIDC_PEOPLE.map((p) => `${p.email} / ${p.password}`).join(', ')}`)
process.on('SIGINT', () => void idp.close().then(() => process.exit(0)))
process.on('SIGTERM', () => void idp.close().then(() => process.exit(0)))
