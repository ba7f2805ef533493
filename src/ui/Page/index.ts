export { Page, type PageProps } from './Page';
/** Layout classes for the forms inside a page. */
export { formRow, formStack } from './Page.css';
