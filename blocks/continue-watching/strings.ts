/** Strings of the continue-watching row, per locale; an editor's own title overrides the heading. */
import { defineStrings } from '#app/i18n/namespace.ts'

export const continueWatchingStrings = defineStrings(
  'continueWatching',
  {
    'continueWatching.title': 'Continue watching',
    'continueWatching.resume': 'Resume {{title}}',
    'continueWatching.progress': '{{percent}} % watched',
  },
  {
    'continueWatching.title': 'Seguir viendo',
    'continueWatching.resume': 'Reanudar {{title}}',
    'continueWatching.progress': '{{percent}} % visto',
  },
  {
    'continueWatching.title': 'Continuar a ver',
    'continueWatching.resume': 'Retomar {{title}}',
    'continueWatching.progress': '{{percent}} % visto',
  },
)
