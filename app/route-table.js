// @ts-check
/**
 * The one route table. remix.config.js builds Remix's routes from it, and the app builds
 * links from it, so a path (and its Spanish and Portuguese variants) is written once.
 *
 * Localized variants live under /es and /pt; only the path words are translated
 * (through `pathWords`), the parameters stay as they are.
 */

/** @typedef {'en' | 'es' | 'pt'} Locale */
/** @typedef {{ key: string, path: string, localized?: boolean, index?: boolean }} RouteEntry */

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
  { key: 'ROOT', path: '/', localized: true, index: true },
  { key: 'HOME', path: '/home', localized: true },
  { key: 'BROWSE', path: '/browse', localized: true },
  { key: 'SECTION', path: '/section/:id', localized: true },
  { key: 'EXTERNAL_PAGE', path: '/externalpage/:pageId', localized: true },
  { key: 'MOBILE_EXTERNAL_PAGE', path: '/mobile-external', localized: true },
  { key: 'PLUGIN', path: '/plugin/:id', localized: true },
  { key: 'MEMBER', path: '/myuefa', localized: true },
  { key: 'LOGIN', path: '/login', localized: true },
  { key: 'LOGOUT', path: '/logout', localized: true },
  // identity: every sign-in flow; gift logins share the login page
  { key: 'GIFT_LOGIN', path: '/gift/:giftId?/login', localized: true },
  { key: 'GIFT_REDEMPTION_LOGIN', path: '/gift/redeem/:redeemCode/login', localized: true },
  { key: 'MAGIC_LINK', path: '/login/magic-link', localized: true },
  // a provider's own step under each login (Apple, Google, Facebook, credentials partners); the fixed login paths above rank first
  { key: 'LOGIN_REDIRECT', path: '/login/:authProvider/:clientName?', localized: true },
  {
    key: 'GIFT_LOGIN_REDIRECT',
    path: '/gift/:giftId?/login/:authProvider/:clientName?',
    localized: true,
  },
  // where Apple and Google post back (form_post, cross-site): a resource route, never localized as registered addresses are not
  { key: 'LOGIN_REDIRECT_RETURN', path: '/login/:authProvider/return' },
  {
    key: 'GIFT_REDEMPTION_LOGIN_REDIRECT',
    path: '/gift/redeem/:redeemCode/login/:authProvider/:clientName?',
    localized: true,
  },
  { key: 'LOGIN_REQUEST_PASSWORD', path: '/login/request-password', localized: true },
  { key: 'LOGIN_RESET_PASSWORD', path: '/login/resetpwd', localized: true },
  { key: 'REQUEST_PASSWORD', path: '/requestnewpwd', localized: true },
  { key: 'RESET_PASSWORD', path: '/resetpwd', localized: true },
  { key: 'SIGNUP', path: '/signup', localized: true },
  { key: 'GIFT_REDEMPTION_REGISTER', path: '/gift/redeem/:redeemCode/register', localized: true },
  { key: 'EMAIL_CONFIRMATION', path: '/email-confirmation', localized: true },
  { key: 'ACTIVATE_USER', path: '/activate/:id', localized: true },
  { key: 'PROFILES', path: '/profiles', localized: true },
  { key: 'CONFIRM_RESET', path: '/confirm-reset/:code', localized: true },
  { key: 'IMPERSONATE', path: '/impersonate/:token', localized: true },
  { key: 'CONSENT', path: '/consent', localized: true },
  // commerce: the one server-driven checkout (app/commerce) and the pages around paying
  { key: 'PURCHASE', path: '/purchase', localized: true },
  { key: 'PAYMENT_CONFIRMATION', path: '/pay', localized: true },
  { key: 'PAY', path: '/pay/:providerId', localized: true },
  { key: 'PAYMENT_AUTHORIZATION', path: '/payment-authorization', localized: true },
  { key: 'LICENCE_REDIRECT', path: '/licence-redirect', localized: true },
  // gifts (app/gift): the products, a bought gift and its code (its buyer only), redeeming a code
  { key: 'GIFT', path: '/gift', localized: true },
  { key: 'GIFT_DETAIL', path: '/gift/:giftId', localized: true },
  { key: 'REDEEM', path: '/redeem', localized: true },
  // the account area (app/account): signed-in only, each area at its own address
  { key: 'ACCOUNT', path: '/account', localized: true },
  { key: 'ACCOUNT_DETAILS', path: '/account/details', localized: true },
  { key: 'ACCOUNT_ADDRESSES', path: '/account/addresses', localized: true },
  { key: 'ACCOUNT_MARKETING', path: '/account/marketing', localized: true },
  { key: 'PREFERENCES', path: '/preferences', localized: true },
  // federated sign-in (app/auth/federated)
  { key: 'OIDC', path: '/oidc/:action?', localized: true },
  { key: 'OAUTH', path: '/oauth/:provider/:appname?', localized: true },
  { key: 'LINK_ACCOUNT', path: '/link-account', localized: true },
  { key: 'TV_LOGIN', path: '/tv-login/:tvAuthType?', localized: true },
  { key: 'PROVIDERS', path: '/providers/:result?/:device?', localized: true },
  { key: 'SERIES', path: '/series/:seriesId/:seriesTitle?', localized: true },
  { key: 'SEASON', path: '/season/:seasonId/:seasonTitle?', localized: true },
  { key: 'VOD', path: '/video/:eventId/:eventTitle?', localized: true },
  // watch together: ahead of LIVE, whose optional title would otherwise take "watch-together" as a title
  { key: 'WATCH_TOGETHER', path: '/live/:eventId/watch-together', localized: true },
  { key: 'LIVE', path: '/live/:eventId/:eventTitle?', localized: true },
  { key: 'LIVE_EVENTS', path: '/livenow', localized: true },
  { key: 'UPCOMING', path: '/upcoming', localized: true },
  { key: 'SEARCH', path: '/search', localized: true },
  { key: 'EPG', path: '/epg', localized: true },
  { key: 'PLAYLIST', path: '/playlist/:playlistId/:playlistTitle?', localized: true },
  { key: 'HISTORY', path: '/history', localized: true },
  { key: 'MULTI_VIEW', path: '/multi-video/:eventId', localized: true },
  // The player partners embed in an iframe (postMessage bridge); framable only by the realm's partnerOrigins.
  { key: 'EMBED_PLAYER', path: '/embed/player', localized: true },
  { key: 'SCHEDULE', path: '/schedule', localized: true },
  { key: 'RELEASES', path: '/releases', localized: true },
  { key: 'NEWS', path: '/news', localized: true },
  { key: 'NEWS_ITEM', path: '/news/:feedName/:newId', localized: true },
  { key: 'FIGHTERS', path: '/fighters', localized: true },
  { key: 'FIGHTER', path: '/fighters/:id', localized: true },
  { key: 'GRID', path: '/grid', localized: true },
  { key: 'INTERSTITIAL', path: '/interstitial/:eventId/:eventTitle?', localized: true },
  // personal: the viewer's favourite videos (its action is every favourites toggle's)
  { key: 'FAVOURITES', path: '/favourites', localized: true },
  // watchlists (app/watchlists): the lists, one list, and the no-JavaScript add-to-watchlist picker
  { key: 'WATCHLISTS', path: '/watchlists/:watchlistId?', localized: true },
  // Resource routes and editor tooling: never localized.
  { key: 'BUCKET_PAGE', path: '/resources/bucket/:bucketId' },
  { key: 'SEARCH_RESULTS', path: '/resources/search' },
  { key: 'LIVE_NOW_PAGE', path: '/resources/live-now' },
  { key: 'LIVE_NOW_STREAM', path: '/resources/live-now/stream' },
  { key: 'WATCH_TOGETHER_STREAM', path: '/resources/watch-together/:eventId/stream' },
  { key: 'SEASONS_AROUND', path: '/resources/seasons/:seriesId/:seasonId' },
  { key: 'PLAYLIST_PREVIEW', path: '/resources/playlist/:playlistId' },
  { key: 'HEALTH', path: '/healthz' },
  { key: 'PLAYBACK', path: '/resources/playback/:kind/:id' },
  { key: 'WATCH_POSITION', path: '/resources/history/:id' },
  { key: 'MULTIVIEW_HEARTBEAT', path: '/resources/multiview-heartbeat' },
  { key: 'DEV_MAILBOX', path: '/_dev/mailbox' },
  { key: 'ADMIN_PREVIEW', path: '/_admin/preview' },
  { key: 'ADMIN_COMPOSED_PAGE_PREVIEW', path: '/_admin/composed-page-preview' },
  { key: 'ADMIN_SECTION_PREVIEW', path: '/_admin/section-preview' },
  { key: 'ADMIN_NAVBAR_PREVIEW', path: '/_admin/navbar-preview' },
  { key: 'ADMIN_PLUGIN_PREVIEW', path: '/_admin/plugin-preview' },
  { key: 'ADMIN_404_PREVIEW', path: '/_admin/404-preview' },
  { key: 'ADMIN_IMPERSONATE', path: '/_admin/impersonate' },
  {
    key: 'ADMIN_CANCELLATION_PROMO_PREVIEW',
    path: '/_admin/cancellation-promo-preview',
  },
  // account: billing areas, signed-in only (app/account); the invoice answers a PDF in the page's language
  { key: 'ACCOUNT_LICENCES', path: '/account/licences', localized: true },
  { key: 'ACCOUNT_PAYMENTS', path: '/account/payments', localized: true },
  { key: 'ACCOUNT_INVOICE', path: '/account/payments/:paymentId/invoice', localized: true },
  { key: 'ACCOUNT_CARDS', path: '/account/cards', localized: true },
  // the card that pays for one held subscription (app/account)
  { key: 'PAYMENT_UPDATE', path: '/payment-update/:licenceId', localized: true },
  { key: 'NOT_FOUND', path: '*' },
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
 * Every route with its localized variants: Remix's route definitions without their modules, which
 * app/route-files.js names (the browser, which loads this table, never needs those).
 * @returns {{ id: string, key: string, locale: Locale, path: string, index?: boolean }[]}
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
