import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { useDelegatedNavigation } from '#app/utils/delegatedNavigation.ts'
import { useLocalePath } from '#app/i18n/links.tsx'
import { PressButton, type PressButtonProps } from './PressButton.tsx'
import { button, type ButtonVariants } from './button.css.ts'
import { rememberRecipe } from '#app/styles/remembered-recipe.ts'

export type ButtonProps = PressButtonProps & ButtonVariants

/**
 * A react-aria button with the product's styles (a native one until react-aria's chunk is there:
 * PressButton.tsx). Inside a <Form> it submits without JavaScript too.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, ...props }, ref) {
  return <PressButton {...props} ref={ref} className={[buttonClass({ variant, size }), className].filter(Boolean).join(' ')} />
})

/** The recipe's class names by variant and size, worked out once each: a page renders dozens of buttons. */
const buttonClass = rememberRecipe(button)

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonVariants & { href: string; [data: `data-${string}`]: string | undefined }

/**
 * A link styled as a button: a real <a href>, so it works before hydration. A plain left-click on
 * a same-origin path navigates client-side through the router (useDelegatedNavigation); other URLs
 * and modified clicks behave as any link. (No Remix <Link> and its hooks: pages render dozens of
 * these, and a link needs no press handling.) A same-origin path stays in the page's language
 * (localePath): hero, row, composed and error-page buttons pass English or CMS paths as they are.
 */
export function ButtonLink({ variant, size, className, href, children, ...props }: ButtonLinkProps) {
  const classes = [buttonClass({ variant, size }), className].filter(Boolean).join(' ')
  if (href.startsWith('/') && !href.startsWith('//') && !props.target)
    return (
      <RoutedLink {...props} href={href} className={classes}>
        {children}
      </RoutedLink>
    )
  return (
    <a {...props} href={href} className={classes}>
      {children}
    </a>
  )
}

function RoutedLink({ onClick, href, children, ...props }: Omit<ButtonLinkProps, 'variant' | 'size'>) {
  const navigate = useDelegatedNavigation()
  const localize = useLocalePath()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    navigate(event)
  }
  return (
    <a {...props} href={localize(href)} onClick={handleClick}>
      {children}
    </a>
  )
}
