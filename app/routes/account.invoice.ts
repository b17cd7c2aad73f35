import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoiceLoader } from '#app/account/account.server.ts'

/** ACCOUNT_INVOICE: a paid item's invoice as a PDF file, in the language of the path. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => invoiceLoader(request, context, params.paymentId)
