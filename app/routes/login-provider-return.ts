import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { formPostReturn } from '#app/auth/federated/social.server.ts'

/**
 * /login/{provider}/return: where Apple and Google post back (response_mode=form_post). A resource
 * route: the post comes from the provider's site, without our cookies, and only gets a page that
 * posts it on from our own origin (app/auth/federated/social.server.ts, docs/decisions/012).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return formPostReturn(request, context, params)
}

/** Opened by hand: the provider's own step. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/login/${encodeURIComponent(params.authProvider ?? '')}`)
}
