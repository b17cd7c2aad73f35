/**
 * Links that stay in the visitor's language: the locale is read from the current URL, so no call
 * site passes it and none can forget it. Paths are written in English ("/section/sport") and come
 * out in the page's language ("/es/seccion/sport"); see localePath for the rules.
 */
import { Form, Link, useLocation, type FormProps, type LinkProps } from '@remix-run/react'
import { forwardRef } from 'react'
import { localeOfUrl, localePath, loginHref } from './locale-path.ts'
import type { Locale } from './resources.ts'

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { pathname, search } = useLocation()
  return localeOfUrl(pathname, search)
}

const localizers = new Map<Locale, (path: string) => string>()

/** `(path) => path in the page's language`: one function per language, the same on every render. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  let localize = localizers.get(locale)
  if (!localize) localizers.set(locale, (localize = (path: string) => localePath(locale, path)))
  return localize
}

/** The sign-in page in the page's language, coming back to the current page (or to `from`). */
export function useLoginHref(from?: string): string {
  const location = useLocation()
  return loginHref(localeOfUrl(location.pathname, location.search), from ?? location.pathname + location.search)
}

/** Remix's <Link> whose `to` (an English path, or one already in the page's language) stays in the language. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink({ to, ...props }, ref) {
  const localize = useLocalePath()
  return <Link ref={ref} to={localize(to)} {...props} />
})

/** Remix's <Form> whose `action` stays in the language (no action: the current page, as usual). */
export const LocaleForm = forwardRef<HTMLFormElement, FormProps>(function LocaleForm({ action, ...props }, ref) {
  const localize = useLocalePath()
  return <Form ref={ref} action={action === undefined ? undefined : localize(action)} {...props} />
})
