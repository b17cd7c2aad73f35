/**
 * The request's CSP nonce for the components that render inline scripts (Remix's Scripts and
 * ScrollRestoration). Set by the server entry; in the browser it reads as empty, which is what
 * the browser itself shows for a nonce attribute after load.
 */
import { createContext, useContext } from 'react'

const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
