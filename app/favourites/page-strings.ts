import { defineStrings } from '#app/i18n/namespace.ts'

/**
 * Strings of the FAVOURITES page alone, per locale: kept apart from the toggle's (strings.ts), in
 * a module of their own, so that every page showing toggles does not carry them too. The keys
 * are those they had in the toggle's namespace, so a CMS label for one still replaces it.
 */
export const favouritesPageStrings = defineStrings(
  'favouritesPage',
  {
    'favourites.title': 'Favourites',
    'favourites.empty': 'You have no favourites yet. Add a video with “Add to favourites” on its page.',
    'favourites.browse': 'Browse videos',
  },
  {
    'favourites.title': 'Favoritos',
    'favourites.empty': 'Aún no tienes favoritos. Añade un vídeo con «Añadir a favoritos» en su página.',
    'favourites.browse': 'Explorar vídeos',
  },
  {
    'favourites.title': 'Favoritos',
    'favourites.empty': 'Ainda não tem favoritos. Adicione um vídeo com «Adicionar aos favoritos» na página dele.',
    'favourites.browse': 'Explorar vídeos',
  },
)
