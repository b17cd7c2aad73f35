/**
 * Elements the server adds at the end of the page's <head>, which the browser's render leaves
 * out: React does not compare, remove or complain about what follows its own elements at the end
 * of <head> while it hydrates, so what is only ever needed as server markup stays out of the
 * page's JavaScript. Set by the server entry; in the browser there is nothing.
 */
import { createContext, useContext, type ReactNode } from 'react'

const ServerHeadContext = createContext<ReactNode>(null)
export const ServerHeadProvider = ServerHeadContext.Provider
export const useServerHead = () => useContext(ServerHeadContext)
