import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { NewTabHint, newTabProps } from '../utils/newTab';

type ButtonProps = ButtonVariants & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={joinClasses(button({ variant, size }), className)} {...rest} />;
}

type ButtonLinkProps = ButtonVariants &
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    /** Opens in a new tab, safely (`rel="noopener noreferrer"`), and tells screen readers so. */
    newTab?: boolean;
  };

/** A link that looks like a button (for navigation, not actions). */
export function ButtonLink({ variant, size, className, children, newTab = false, ...rest }: ButtonLinkProps) {
  const tabProps = newTab ? newTabProps : {};
  return (
    <a className={joinClasses(button({ variant, size }), className)} {...rest} {...tabProps}>
      {children}
      {newTab && <NewTabHint />}
    </a>
  );
}

/**
 * How kit components render an in-app link: the app passes one that returns its router `<Link>`;
 * without it they render a plain anchor. `label` may hold visually hidden context.
 */
export type RenderLink = (href: string, label: ReactNode, className: string) => ReactNode;

export function joinClasses(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
