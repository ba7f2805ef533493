export { AlertPopup, type AlertPopupProps } from './AlertPopup';
export { alertTypes, type AlertType } from './AlertPopup.css';
