/** Strings of the FAVOURITES page and of the favourites toggle, per locale. */
import { defineStrings } from '#app/i18n/namespace.ts'

export const favouritesStrings = defineStrings(
  'favourites',
  {
    'favourites.title': 'Favourites',
    'favourites.empty': 'You have no favourites yet. Add a video with “Add to favourites” on its page.',
    'favourites.browse': 'Browse videos',
    'favourites.add': 'Add to favourites',
    'favourites.remove': 'Remove from favourites',
    'favourites.added': '{{title}} added to favourites',
    'favourites.removed': '{{title}} removed from favourites',
    'favourites.invalid': 'That favourite could not be changed. Try again from the video’s page.',
    'favourites.notFound': 'That video is no longer available.',
    'favourites.failed': 'Favourites could not be changed just now. Try again.',
  },
  {
    'favourites.title': 'Favoritos',
    'favourites.empty': 'Aún no tienes favoritos. Añade un vídeo con «Añadir a favoritos» en su página.',
    'favourites.browse': 'Explorar vídeos',
    'favourites.add': 'Añadir a favoritos',
    'favourites.remove': 'Quitar de favoritos',
    'favourites.added': '{{title}} añadido a favoritos',
    'favourites.removed': '{{title}} quitado de favoritos',
    'favourites.invalid': 'No se pudo cambiar ese favorito. Vuelve a intentarlo desde la página del vídeo.',
    'favourites.notFound': 'Ese vídeo ya no está disponible.',
    'favourites.failed': 'Ahora mismo no se pueden cambiar los favoritos. Vuelve a intentarlo.',
  },
  {
    'favourites.title': 'Favoritos',
    'favourites.empty': 'Ainda não tem favoritos. Adicione um vídeo com «Adicionar aos favoritos» na página dele.',
    'favourites.browse': 'Explorar vídeos',
    'favourites.add': 'Adicionar aos favoritos',
    'favourites.remove': 'Remover dos favoritos',
    'favourites.added': '{{title}} adicionado aos favoritos',
    'favourites.removed': '{{title}} removido dos favoritos',
    'favourites.invalid': 'Não foi possível alterar esse favorito. Tente de novo a partir da página do vídeo.',
    'favourites.notFound': 'Esse vídeo já não está disponível.',
    'favourites.failed': 'Não é possível alterar os favoritos agora. Tente de novo.',
  },
)
