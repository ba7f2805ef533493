export { Button, ButtonLink } from './Button';
export { button as buttonClass, type ButtonVariants } from './Button.css';
