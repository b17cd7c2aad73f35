import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { preferencesAction, preferencesLoader } from '#app/account/profile-area.server.ts'
import { PreferencesView } from '#app/account/PreferencesView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** PREFERENCES: language, subtitles, audio and playback choices (app/account), signed-in only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => preferencesLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => preferencesAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, accountStrings, 'account:preferences.title') }]

export default PreferencesView
