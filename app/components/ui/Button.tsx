import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps, type LinkProps as AriaLinkProps } from 'react-aria-components'
import { button, type ButtonVariants } from './button.css.ts'

export type ButtonProps = AriaButtonProps & ButtonVariants

/** A react-aria button with the product's styles. Inside a <Form> it submits without JavaScript too. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[button({ variant, size }), className].filter(Boolean).join(' ')} />
}

export type ButtonLinkProps = AriaLinkProps & ButtonVariants & { className?: string }

/**
 * A link styled as a button. It renders a real <a href>, so it works before hydration;
 * react-aria routes it client-side through the RouterProvider in root.tsx.
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={[button({ variant, size }), className].filter(Boolean).join(' ')} />
}
