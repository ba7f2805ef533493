export { OverlayHost } from './OverlayHost';
export { alert, basicDialog, confirm, loader, modal, pagePopup, type ConfirmOptions } from './api';
export { MODAL_IDS, useModalActive, type ModalId } from './useModal';
export { overlayStore, type OverlayState } from './store';
