import type { MenuDocument, MenuItem, SettingsDocument } from '#schemas/generated/types.ts'

export const items: MenuItem[] = [
  { id: 'home', title: 'Home', type: 'VIEW', data: { view: 'HOME' } },
  { id: 'browse', title: 'Browse', titleKey: 'menu.browse', type: 'VIEW', data: { view: 'BROWSE' } },
  { id: 'live', title: 'Live now', type: 'VIEW', data: { view: 'LIVE_EVENTS' } },
  { id: 'sport', title: 'Sport', type: 'SECTION', data: { id: 'sport' } },
  { id: 'guide', title: 'TV guide', type: 'VIEW', data: { view: 'EPG' } },
  // overflow: the More menu
  { id: 'news', title: 'News', type: 'VIEW', data: { view: 'NEWS' } },
  { id: 'stats', title: 'Stats', type: 'PLUGIN', data: { id: 'stats' }, style: { featured: true } },
  { id: 'shop', title: 'Shop', type: 'URL', data: { url: 'https://shop.example.org/' } },
  { id: 'club', title: 'My club', type: 'PAGE', data: { id: 'myuefa' }, style: { featured: true } },
]

export const menu = (layout: MenuDocument['layout'] = 'TOP', extra: Partial<MenuDocument> = {}): MenuDocument => ({
  id: `web-${layout.toLowerCase()}`,
  platform: 'web',
  layout,
  items,
  ...extra,
})

export const settings: SettingsDocument = {
  id: 'realm',
  realmName: 'Marquee',
  navLayout: 'TOP',
  defaultPage: 'HOME',
  locales: ['en', 'es', 'pt'],
  features: { languageSelector: true },
}
