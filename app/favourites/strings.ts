/** Strings of the favourites toggle, per locale (every page with a card has one). */
import { defineStrings } from '#app/i18n/namespace.ts'

export const favouritesStrings = defineStrings(
  'favourites',
  {
    'favourites.add': 'Add to favourites',
    'favourites.remove': 'Remove from favourites',
    'favourites.addTitle': 'Add {{title}} to favourites',
    'favourites.removeTitle': 'Remove {{title}} from favourites',
    'favourites.added': '{{title}} added to favourites',
    'favourites.removed': '{{title}} removed from favourites',
    'favourites.invalid': 'That favourite could not be changed. Try again from the video’s page.',
    'favourites.notFound': 'That video is no longer available.',
    'favourites.failed': 'Favourites could not be changed just now. Try again.',
  },
  {
    'favourites.add': 'Añadir a favoritos',
    'favourites.remove': 'Quitar de favoritos',
    'favourites.addTitle': 'Añadir {{title}} a favoritos',
    'favourites.removeTitle': 'Quitar {{title}} de favoritos',
    'favourites.added': '{{title}} añadido a favoritos',
    'favourites.removed': '{{title}} quitado de favoritos',
    'favourites.invalid': 'No se pudo cambiar ese favorito. Vuelve a intentarlo desde la página del vídeo.',
    'favourites.notFound': 'Ese vídeo ya no está disponible.',
    'favourites.failed': 'Ahora mismo no se pueden cambiar los favoritos. Vuelve a intentarlo.',
  },
  {
    'favourites.add': 'Adicionar aos favoritos',
    'favourites.remove': 'Remover dos favoritos',
    'favourites.addTitle': 'Adicionar {{title}} aos favoritos',
    'favourites.removeTitle': 'Remover {{title}} dos favoritos',
    'favourites.added': '{{title}} adicionado aos favoritos',
    'favourites.removed': '{{title}} removido dos favoritos',
    'favourites.invalid': 'Não foi possível alterar esse favorito. Tente de novo a partir da página do vídeo.',
    'favourites.notFound': 'Esse vídeo já não está disponível.',
    'favourites.failed': 'Não é possível alterar os favoritos agora. Tente de novo.',
  },
)
