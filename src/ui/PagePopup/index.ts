export { PagePopup, type PagePopupProps, type PagePopupState } from './PagePopup';
