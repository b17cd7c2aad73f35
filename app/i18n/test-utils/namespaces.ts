/**
 * Every namespace of strings the app ships, for the tests that check them all (the key test, the
 * Portuguese variant test). A new namespace goes here, or those tests do not see it.
 */
import type { Namespace } from '../namespace.ts'
import { commonStrings } from '../resources.ts'
import { authStrings } from '#app/auth/strings.ts'
import { consentStepStrings } from '#app/auth/consent-strings.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { seasonSelectorStrings } from '#app/catalogue/season-selector-strings.ts'
import { epgStrings } from '#app/catalogue/EpgView.tsx'
import { playlistStrings } from '#app/catalogue/PlaylistView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { liveStrings } from '#app/live/strings.ts'
import { profileChooserStrings } from '#app/auth/chooser-strings.ts'
import { searchOverlayStrings } from '#app/search/strings.ts'
import { playerStrings } from '#app/player/strings.ts'
import { buttonStrings } from '#blocks/buttons/strings.ts'
import { playlistPreviewStrings } from '#blocks/bucket/playlist-preview-strings.ts'
import { toggleStrings } from '#blocks/bucket/playlist-preview-toggle.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { billingStrings } from '#app/account/strings.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { favouritesStrings } from '#app/favourites/strings.ts'
import { favouritesPageStrings } from '#app/favourites/page-strings.ts'
import { continueWatchingStrings } from '#blocks/continue-watching/strings.ts'
import { watchlistStrings } from '#app/watchlists/strings.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { watchTogetherStrings } from '#app/watch-together/strings.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

export const namespaces: Namespace[] = [
  commonStrings,
  authStrings,
  consentStepStrings,
  federatedStrings,
  catalogueStrings,
  seasonSelectorStrings,
  epgStrings,
  playlistStrings,
  editorialStrings,
  liveStrings,
  profileChooserStrings,
  searchOverlayStrings,
  playerStrings,
  buttonStrings,
  playlistPreviewStrings,
  toggleStrings,
  commerceStrings,
  billingStrings,
  giftStrings,
  favouritesStrings,
  favouritesPageStrings,
  continueWatchingStrings,
  watchlistStrings,
  accountStrings,
  watchTogetherStrings,
  toolStrings,
]
