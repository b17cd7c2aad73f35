/** Every schema file, bundled as data so the validators work from any build output. */
import common from './common.schema.json'
import hero from './hero.schema.json'
import bucket from './bucket.schema.json'
import pluginBlock from './plugin-block.schema.json'
import buttons from './buttons.schema.json'
import continueWatching from './continue-watching.schema.json'
import block from './block.schema.json'
import page from './page.schema.json'
import section from './section.schema.json'
import plugin from './plugin.schema.json'
import menu from './menu.schema.json'
import labels from './labels.schema.json'
import settings from './settings.schema.json'

export const allSchemas: Record<string, object> = {
  'common.schema.json': common,
  'hero.schema.json': hero,
  'bucket.schema.json': bucket,
  'plugin-block.schema.json': pluginBlock,
  'buttons.schema.json': buttons,
  'continue-watching.schema.json': continueWatching,
  'block.schema.json': block,
  'page.schema.json': page,
  'section.schema.json': section,
  'plugin.schema.json': plugin,
  'menu.schema.json': menu,
  'labels.schema.json': labels,
  'settings.schema.json': settings,
}
