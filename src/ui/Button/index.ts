export { Button, ButtonLink, joinClasses, type RenderLink } from './Button';
/** The button look for a router link (navigation that should look like an action). */
export { button as buttonClass, type ButtonVariants } from './Button.css';
