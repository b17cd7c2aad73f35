import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { preferencesAction, preferencesLoader } from '#app/account/profile-area.server.ts'
import { PreferencesView } from '#app/account/PreferencesView.tsx'
import { cachePolicy } from '#app/utils/http.ts'

/** PREFERENCES: language, subtitles, audio and playback choices (app/account), signed-in only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => preferencesLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => preferencesAction(request, context)
export const meta: MetaFunction = () => [{ title: 'Preferences · Marquee' }]

export default PreferencesView
