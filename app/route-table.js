// @ts-check
/**
 * The one route table. remix.config.js builds Remix's routes from it, and the app builds
 * links from it, so a path (and its Spanish and Portuguese variants) is written once.
 *
 * Localized variants live under /es and /pt; only the path words are translated
 * (through `pathWords`), the parameters stay as they are.
 */

/** @typedef {'en' | 'es' | 'pt'} Locale */
/** @typedef {{ key: string, path: string, file: string, localized?: boolean, index?: boolean }} RouteEntry */

export const locales = /** @type {const} */ (['en', 'es', 'pt'])
export const defaultLocale = 'en'

/**
 * Path words and their translations. A word missing here stays as it is in every language.
 * Portuguese is European Portuguese (pt-PT), as every Portuguese string of the product is.
 * Renaming a word? Add its former form to `formerPathWords`, so addresses already out there
 * (mails, bookmarks, search engines) keep working.
 */
export const pathWords = {
  home: { es: 'inicio', pt: 'inicio' },
  browse: { es: 'explorar', pt: 'explorar' },
  section: { es: 'seccion', pt: 'seccao' },
  externalpage: { es: 'pagina-externa', pt: 'pagina-externa' },
  'mobile-external': { es: 'movil-externa', pt: 'movel-externa' },
  plugin: { es: 'complemento', pt: 'complemento' },
  login: { es: 'iniciar-sesion', pt: 'entrar' },
  logout: { es: 'cerrar-sesion', pt: 'sair' },
  search: { es: 'buscar', pt: 'pesquisar' },
  livenow: { es: 'en-directo', pt: 'em-direto' },
  upcoming: { es: 'proximamente', pt: 'em-breve' },
  epg: { es: 'guia', pt: 'guia' },
  playlist: { es: 'lista', pt: 'lista-de-reproducao' },
  season: { es: 'temporada', pt: 'temporada' },
  live: { es: 'directo', pt: 'direto' },
  history: { es: 'historial', pt: 'historico' },
  embed: { es: 'insertar', pt: 'incorporar' },
  player: { es: 'reproductor', pt: 'leitor' },
  // identity (accounts, sign-in flows, profiles)
  signup: { es: 'registro', pt: 'registo' },
  'magic-link': { es: 'enlace-magico', pt: 'ligacao-magica' },
  'request-password': { es: 'solicitar-contrasena', pt: 'pedir-palavra-passe' },
  resetpwd: { es: 'restablecer-contrasena', pt: 'redefinir-palavra-passe' },
  requestnewpwd: { es: 'nueva-contrasena', pt: 'nova-palavra-passe' },
  'email-confirmation': { es: 'confirmar-correo', pt: 'confirmar-email' },
  activate: { es: 'activar', pt: 'ativar' },
  profiles: { es: 'perfiles', pt: 'perfis' },
  'confirm-reset': { es: 'confirmar-restablecimiento', pt: 'confirmar-reposicao' },
  impersonate: { es: 'suplantar', pt: 'personificar' },
  gift: { es: 'regalo', pt: 'presente' },
  redeem: { es: 'canjear', pt: 'resgatar' },
  register: { es: 'registrar', pt: 'registar' },
  schedule: { es: 'programacion', pt: 'programacao' },
  releases: { es: 'estrenos', pt: 'estreias' },
  news: { es: 'noticias', pt: 'noticias' },
  fighters: { es: 'luchadores', pt: 'lutadores' },
  grid: { es: 'cuadricula', pt: 'grelha' },
  interstitial: { es: 'intersticial', pt: 'intersticial' },
  // federated sign-in (app/auth/federated)
  'tv-login': { es: 'tv-iniciar-sesion', pt: 'tv-entrar' },
  providers: { es: 'proveedores', pt: 'fornecedores' },
  'link-account': { es: 'vincular-cuenta', pt: 'associar-conta' },
  // the CONSENT step after a sign-in that answered missingInformationStatus REQUIRED
  consent: { es: 'consentimiento', pt: 'consentimento' },
  // commerce: the checkout (app/commerce)
  purchase: { es: 'compra', pt: 'compra' },
  pay: { es: 'pagar', pt: 'pagar' },
  'payment-authorization': { es: 'autorizacion-de-pago', pt: 'autorizacao-de-pagamento' },
  'licence-redirect': { es: 'redireccion-de-licencia', pt: 'redirecionamento-de-licenca' },
  // account: billing areas (app/account)
  account: { es: 'cuenta', pt: 'conta' },
  licences: { es: 'suscripciones', pt: 'subscricoes' },
  payments: { es: 'pagos', pt: 'pagamentos' },
  cards: { es: 'tarjetas', pt: 'cartoes' },
  invoice: { es: 'factura', pt: 'fatura' },
  'payment-update': { es: 'actualizar-pago', pt: 'atualizar-pagamento' },
  // personal: favourites
  favourites: { es: 'favoritos', pt: 'favoritos' },
  // watchlists (app/watchlists)
  watchlists: { es: 'listas', pt: 'listas' },
  // watch together on a live event (app/watch-together)
  'watch-together': { es: 'ver-juntos', pt: 'ver-juntos' },
  // the account area (app/account)
  details: { es: 'datos', pt: 'dados' },
  addresses: { es: 'direcciones', pt: 'moradas' },
  marketing: { es: 'comunicaciones', pt: 'comunicacoes' },
  preferences: { es: 'preferencias', pt: 'preferencias' },
}

/**
 * Path words a language used before, each with the word that replaced it (former → current, in the
 * same language). The server answers an address that still uses one with a permanent redirect to
 * the same page at its current address (server/former-paths.ts, app/i18n/renamed-path.ts
 * `renamedPath`). A word renamed again later stays here: point it at a word that is current or is
 * itself listed (the chain is followed). One line per rename.
 * @type {Partial<Record<Locale, Readonly<Record<string, string>>>>}
 */
export const formerPathWords = {
  // Brazilian and English words replaced by the European Portuguese ones
  pt: {
    secao: 'seccao',
    buscar: 'pesquisar',
    'ao-vivo-agora': 'em-direto',
    playlist: 'lista-de-reproducao',
    'ao-vivo': 'direto',
    reprodutor: 'leitor',
    'link-magico': 'ligacao-magica',
    grade: 'grelha',
    provedores: 'fornecedores',
    'vincular-conta': 'associar-conta',
    assinaturas: 'subscricoes',
    'assistir-juntos': 'ver-juntos',
  },
}

/** @type {RouteEntry[]} */
export const routeTable = [
  { key: 'ROOT', path: '/', file: 'routes/_index.tsx', localized: true, index: true },
  { key: 'HOME', path: '/home', file: 'routes/home.tsx', localized: true },
  { key: 'BROWSE', path: '/browse', file: 'routes/browse.tsx', localized: true },
  { key: 'SECTION', path: '/section/:id', file: 'routes/section.tsx', localized: true },
  { key: 'EXTERNAL_PAGE', path: '/externalpage/:pageId', file: 'routes/external-page.tsx', localized: true },
  { key: 'MOBILE_EXTERNAL_PAGE', path: '/mobile-external', file: 'routes/mobile-external.tsx', localized: true },
  { key: 'PLUGIN', path: '/plugin/:id', file: 'routes/plugin.tsx', localized: true },
  { key: 'MEMBER', path: '/myuefa', file: 'routes/member.tsx', localized: true },
  { key: 'LOGIN', path: '/login', file: 'routes/login.tsx', localized: true },
  { key: 'LOGOUT', path: '/logout', file: 'routes/logout.tsx', localized: true },
  // identity: every sign-in flow; gift logins share the login page
  { key: 'GIFT_LOGIN', path: '/gift/:giftId?/login', file: 'routes/login.tsx', localized: true },
  { key: 'GIFT_REDEMPTION_LOGIN', path: '/gift/redeem/:redeemCode/login', file: 'routes/login.tsx', localized: true },
  { key: 'MAGIC_LINK', path: '/login/magic-link', file: 'routes/magic-link.tsx', localized: true },
  // a provider's own step under each login (Apple, Google, Facebook, credentials partners); the fixed login paths above rank first
  { key: 'LOGIN_REDIRECT', path: '/login/:authProvider/:clientName?', file: 'routes/login-provider.tsx', localized: true },
  {
    key: 'GIFT_LOGIN_REDIRECT',
    path: '/gift/:giftId?/login/:authProvider/:clientName?',
    file: 'routes/login-provider.tsx',
    localized: true,
  },
  // where Apple and Google post back (form_post, cross-site): a resource route, never localized as registered addresses are not
  { key: 'LOGIN_REDIRECT_RETURN', path: '/login/:authProvider/return', file: 'routes/login-provider-return.ts' },
  {
    key: 'GIFT_REDEMPTION_LOGIN_REDIRECT',
    path: '/gift/redeem/:redeemCode/login/:authProvider/:clientName?',
    file: 'routes/login-provider.tsx',
    localized: true,
  },
  { key: 'LOGIN_REQUEST_PASSWORD', path: '/login/request-password', file: 'routes/password-reset.tsx', localized: true },
  { key: 'LOGIN_RESET_PASSWORD', path: '/login/resetpwd', file: 'routes/password-reset.tsx', localized: true },
  { key: 'REQUEST_PASSWORD', path: '/requestnewpwd', file: 'routes/password-reset.tsx', localized: true },
  { key: 'RESET_PASSWORD', path: '/resetpwd', file: 'routes/password-reset.tsx', localized: true },
  { key: 'SIGNUP', path: '/signup', file: 'routes/signup.tsx', localized: true },
  { key: 'GIFT_REDEMPTION_REGISTER', path: '/gift/redeem/:redeemCode/register', file: 'routes/signup.tsx', localized: true },
  { key: 'EMAIL_CONFIRMATION', path: '/email-confirmation', file: 'routes/email-confirmation.tsx', localized: true },
  { key: 'ACTIVATE_USER', path: '/activate/:id', file: 'routes/activate.tsx', localized: true },
  { key: 'PROFILES', path: '/profiles', file: 'routes/profiles.tsx', localized: true },
  { key: 'CONFIRM_RESET', path: '/confirm-reset/:code', file: 'routes/confirm-reset.tsx', localized: true },
  { key: 'IMPERSONATE', path: '/impersonate/:token', file: 'routes/impersonate.tsx', localized: true },
  { key: 'CONSENT', path: '/consent', file: 'routes/consent.tsx', localized: true },
  // commerce: the one server-driven checkout (app/commerce) and the pages around paying
  { key: 'PURCHASE', path: '/purchase', file: 'routes/purchase.tsx', localized: true },
  { key: 'PAYMENT_CONFIRMATION', path: '/pay', file: 'routes/pay.tsx', localized: true },
  { key: 'PAY', path: '/pay/:providerId', file: 'routes/pay.tsx', localized: true },
  { key: 'PAYMENT_AUTHORIZATION', path: '/payment-authorization', file: 'routes/payment-authorization.tsx', localized: true },
  { key: 'LICENCE_REDIRECT', path: '/licence-redirect', file: 'routes/licence-redirect.tsx', localized: true },
  // gifts (app/gift): the products, a bought gift and its code (its buyer only), redeeming a code
  { key: 'GIFT', path: '/gift', file: 'routes/gift.tsx', localized: true },
  { key: 'GIFT_DETAIL', path: '/gift/:giftId', file: 'routes/gift-detail.tsx', localized: true },
  { key: 'REDEEM', path: '/redeem', file: 'routes/redeem.tsx', localized: true },
  // the account area (app/account): signed-in only, each area at its own address
  { key: 'ACCOUNT', path: '/account', file: 'routes/account.tsx', localized: true },
  { key: 'ACCOUNT_DETAILS', path: '/account/details', file: 'routes/account.details.tsx', localized: true },
  { key: 'ACCOUNT_ADDRESSES', path: '/account/addresses', file: 'routes/account.addresses.tsx', localized: true },
  { key: 'ACCOUNT_MARKETING', path: '/account/marketing', file: 'routes/account.marketing.tsx', localized: true },
  { key: 'PREFERENCES', path: '/preferences', file: 'routes/preferences.tsx', localized: true },
  // federated sign-in (app/auth/federated)
  { key: 'OIDC', path: '/oidc/:action?', file: 'routes/oidc.tsx', localized: true },
  { key: 'OAUTH', path: '/oauth/:provider/:appname?', file: 'routes/oauth.tsx', localized: true },
  { key: 'LINK_ACCOUNT', path: '/link-account', file: 'routes/link-account.tsx', localized: true },
  { key: 'TV_LOGIN', path: '/tv-login/:tvAuthType?', file: 'routes/tv-login.tsx', localized: true },
  { key: 'PROVIDERS', path: '/providers/:result?/:device?', file: 'routes/providers.tsx', localized: true },
  { key: 'SERIES', path: '/series/:seriesId/:seriesTitle?', file: 'routes/series.tsx', localized: true },
  { key: 'SEASON', path: '/season/:seasonId/:seasonTitle?', file: 'routes/season.tsx', localized: true },
  { key: 'VOD', path: '/video/:eventId/:eventTitle?', file: 'routes/video.tsx', localized: true },
  // watch together: ahead of LIVE, whose optional title would otherwise take "watch-together" as a title
  { key: 'WATCH_TOGETHER', path: '/live/:eventId/watch-together', file: 'routes/watch-together.tsx', localized: true },
  { key: 'LIVE', path: '/live/:eventId/:eventTitle?', file: 'routes/live.tsx', localized: true },
  { key: 'LIVE_EVENTS', path: '/livenow', file: 'routes/livenow.tsx', localized: true },
  { key: 'UPCOMING', path: '/upcoming', file: 'routes/upcoming.tsx', localized: true },
  { key: 'SEARCH', path: '/search', file: 'routes/search.tsx', localized: true },
  { key: 'EPG', path: '/epg', file: 'routes/epg.tsx', localized: true },
  { key: 'PLAYLIST', path: '/playlist/:playlistId/:playlistTitle?', file: 'routes/playlist.tsx', localized: true },
  { key: 'HISTORY', path: '/history', file: 'routes/history.tsx', localized: true },
  { key: 'MULTI_VIEW', path: '/multi-video/:eventId', file: 'routes/multi-video.tsx', localized: true },
  // The player partners embed in an iframe (postMessage bridge); framable only by the realm's partnerOrigins.
  { key: 'EMBED_PLAYER', path: '/embed/player', file: 'routes/embed.player.tsx', localized: true },
  { key: 'SCHEDULE', path: '/schedule', file: 'routes/schedule.tsx', localized: true },
  { key: 'RELEASES', path: '/releases', file: 'routes/releases.tsx', localized: true },
  { key: 'NEWS', path: '/news', file: 'routes/news.tsx', localized: true },
  { key: 'NEWS_ITEM', path: '/news/:feedName/:newId', file: 'routes/news-item.tsx', localized: true },
  { key: 'FIGHTERS', path: '/fighters', file: 'routes/fighters.tsx', localized: true },
  { key: 'FIGHTER', path: '/fighters/:id', file: 'routes/fighter.tsx', localized: true },
  { key: 'GRID', path: '/grid', file: 'routes/grid.tsx', localized: true },
  { key: 'INTERSTITIAL', path: '/interstitial/:eventId/:eventTitle?', file: 'routes/interstitial.tsx', localized: true },
  // personal: the viewer's favourite videos (its action is every favourites toggle's)
  { key: 'FAVOURITES', path: '/favourites', file: 'routes/favourites.tsx', localized: true },
  // watchlists (app/watchlists): the lists, one list, and the no-JavaScript add-to-watchlist picker
  { key: 'WATCHLISTS', path: '/watchlists/:watchlistId?', file: 'routes/watchlists.tsx', localized: true },
  // Resource routes and editor tooling: never localized.
  { key: 'BUCKET_PAGE', path: '/resources/bucket/:bucketId', file: 'routes/resources.bucket.ts' },
  { key: 'SEARCH_RESULTS', path: '/resources/search', file: 'routes/resources.search.ts' },
  { key: 'LIVE_NOW_PAGE', path: '/resources/live-now', file: 'routes/resources.live-now.ts' },
  { key: 'LIVE_NOW_STREAM', path: '/resources/live-now/stream', file: 'routes/resources.live-now.stream.ts' },
  { key: 'WATCH_TOGETHER_STREAM', path: '/resources/watch-together/:eventId/stream', file: 'routes/resources.watch-together.stream.ts' },
  { key: 'SEASONS_AROUND', path: '/resources/seasons/:seriesId/:seasonId', file: 'routes/resources.seasons.ts' },
  { key: 'PLAYLIST_PREVIEW', path: '/resources/playlist/:playlistId', file: 'routes/resources.playlist.ts' },
  { key: 'HEALTH', path: '/healthz', file: 'routes/healthz.ts' },
  { key: 'PLAYBACK', path: '/resources/playback/:kind/:id', file: 'routes/resources.playback.ts' },
  { key: 'WATCH_POSITION', path: '/resources/history/:id', file: 'routes/resources.history.ts' },
  { key: 'MULTIVIEW_HEARTBEAT', path: '/resources/multiview-heartbeat', file: 'routes/resources.multiview-heartbeat.ts' },
  { key: 'DEV_MAILBOX', path: '/_dev/mailbox', file: 'routes/dev.mailbox.tsx' },
  { key: 'ADMIN_PREVIEW', path: '/_admin/preview', file: 'routes/admin.preview.tsx' },
  { key: 'ADMIN_COMPOSED_PAGE_PREVIEW', path: '/_admin/composed-page-preview', file: 'routes/admin.composed-page-preview.tsx' },
  { key: 'ADMIN_SECTION_PREVIEW', path: '/_admin/section-preview', file: 'routes/admin.section-preview.tsx' },
  { key: 'ADMIN_NAVBAR_PREVIEW', path: '/_admin/navbar-preview', file: 'routes/admin.navbar-preview.tsx' },
  { key: 'ADMIN_PLUGIN_PREVIEW', path: '/_admin/plugin-preview', file: 'routes/admin.plugin-preview.tsx' },
  { key: 'ADMIN_404_PREVIEW', path: '/_admin/404-preview', file: 'routes/admin.404-preview.tsx' },
  { key: 'ADMIN_IMPERSONATE', path: '/_admin/impersonate', file: 'routes/admin.impersonate.tsx' },
  {
    key: 'ADMIN_CANCELLATION_PROMO_PREVIEW',
    path: '/_admin/cancellation-promo-preview',
    file: 'routes/admin.cancellation-promo-preview.tsx',
  },
  // account: billing areas, signed-in only (app/account); the invoice answers a PDF in the page's language
  { key: 'ACCOUNT_LICENCES', path: '/account/licences', file: 'routes/account.licences.tsx', localized: true },
  { key: 'ACCOUNT_PAYMENTS', path: '/account/payments', file: 'routes/account.payments.tsx', localized: true },
  { key: 'ACCOUNT_INVOICE', path: '/account/payments/:paymentId/invoice', file: 'routes/account.invoice.ts', localized: true },
  { key: 'ACCOUNT_CARDS', path: '/account/cards', file: 'routes/account.cards.tsx', localized: true },
  // the card that pays for one held subscription (app/account)
  { key: 'PAYMENT_UPDATE', path: '/payment-update/:licenceId', file: 'routes/payment-update.tsx', localized: true },
  { key: 'NOT_FOUND', path: '*', file: 'routes/$.tsx' },
]

/**
 * Translate the words of a route path for a locale, keeping parameters (":id", ":title?") and "*".
 * @param {string} path a route path in the default language, e.g. "/section/:id"
 * @param {Locale} locale
 */
export function translatePath(path, locale) {
  if (locale === defaultLocale) return path
  const words = /** @type {Record<string, Partial<Record<Locale, string>>>} */ (pathWords)
  const translated = path
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' || segment === '' ? segment : (words[segment]?.[locale] ?? segment)))
    .join('/')
  return `/${locale}${translated === '/' ? '' : translated}`
}

/**
 * Every route with its localized variants, as Remix route definitions.
 * @returns {{ id: string, key: string, locale: Locale, path: string, file: string, index?: boolean }[]}
 */
export function expandRoutes() {
  return routeTable.flatMap((entry) => {
    /** @type {Locale[]} */
    const variants = entry.localized ? [...locales] : [defaultLocale]
    return variants.map((locale) => ({
      id: locale === defaultLocale ? entry.key : `${entry.key}.${locale}`,
      key: entry.key,
      locale,
      path: translatePath(entry.path, locale),
      file: entry.file,
      index: entry.index && locale === defaultLocale,
    }))
  })
}

/**
 * Localize a concrete path ("/section/home?x=1") for a locale, translating only the segments that
 * are static words of the matching route, never parameter values.
 * @param {string} concretePath an English path, with or without query and hash
 * @param {Locale} locale
 */
export function localizeConcretePath(concretePath, locale) {
  const cut = concretePath.search(/[?#]/)
  const pathname = cut === -1 ? concretePath : concretePath.slice(0, cut)
  const rest = cut === -1 ? '' : concretePath.slice(cut)
  if (locale === defaultLocale) return pathname + rest
  const segments = pathname.split('/').filter(Boolean)
  for (const entry of routeTable) {
    if (!entry.localized) continue
    const pattern = entry.path.split('/').filter(Boolean)
    const required = pattern.filter((p) => !p.endsWith('?')).length
    if (segments.length < required || segments.length > pattern.length) continue
    const matches = segments.every((s, i) => pattern[i]?.startsWith(':') || pattern[i] === s)
    if (!matches) continue
    const words = /** @type {Record<string, Partial<Record<Locale, string>>>} */ (pathWords)
    const out = segments.map((s, i) => (pattern[i]?.startsWith(':') ? s : (words[s]?.[locale] ?? s)))
    return `/${locale}${out.length ? '/' + out.join('/') : ''}${rest}`
  }
  // No route matches (a page the table does not know yet, or a 404): translate its words anyway,
  // so the visitor stays in the language.
  const words = /** @type {Record<string, Partial<Record<Locale, string>>>} */ (pathWords)
  const out = segments.map((s) => words[s]?.[locale] ?? s)
  return `/${locale}${out.length ? '/' + out.join('/') : ''}${rest}`
}
