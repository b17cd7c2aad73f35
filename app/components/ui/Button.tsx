import { Link } from '@remix-run/react'
import type { AnchorHTMLAttributes } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button'
import { button, type ButtonVariants } from './button.css.ts'

export type ButtonProps = AriaButtonProps & ButtonVariants

/** A react-aria button with the product's styles. Inside a <Form> it submits without JavaScript too. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[button({ variant, size }), className].filter(Boolean).join(' ')} />
}

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & ButtonVariants & { href: string; [data: `data-${string}`]: string | undefined }

/**
 * A link styled as a button: a real <a href>, so it works before hydration. Same-origin paths
 * navigate client-side through Remix's <Link>; other URLs are plain anchors. (A link needs no
 * press handling, so this stays a light element: pages render dozens of them.)
 */
export function ButtonLink({ variant, size, className, href, ...props }: ButtonLinkProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ')
  if (href.startsWith('/') && !href.startsWith('//') && !props.target) {
    return <Link {...props} to={href} className={classes} />
  }
  return <a {...props} href={href} className={classes} />
}
