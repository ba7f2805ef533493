export { Modal, type ModalProps } from './Modal';
export { OUTSIDE_CLICK_DELAY_MS } from './useOutsideClickDelay';
