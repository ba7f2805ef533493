export { Button, ButtonLink, joinClasses, type RenderLink } from './Button';
export { button as buttonClass, type ButtonVariants } from './Button.css';
