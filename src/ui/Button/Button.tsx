import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

type ButtonProps = ButtonVariants & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={joinClasses(button({ variant, size }), className)} {...rest} />;
}

type ButtonLinkProps = ButtonVariants & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that looks like a button (for navigation, not actions). */
export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={joinClasses(button({ variant, size }), className)} {...rest}>
      {children}
    </a>
  );
}

function joinClasses(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
