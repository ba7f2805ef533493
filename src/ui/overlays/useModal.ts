import { useStore } from 'zustand';
import { overlayStore } from './store';

/** The modal identifiers of spec §3. */
export const MODAL_IDS = {
  firstAccess: 'i-firstAccess',
  partnerNoPayment: 'i-partner-no-payment-modal',
  validateAddPartnerToGroup: 'i-validate-add-partner-to-group',
} as const;
export type ModalId = (typeof MODAL_IDS)[keyof typeof MODAL_IDS];

/** True while the modal with this identifier is open and not yet viewed. */
export function useModalActive(identifier: ModalId): boolean {
  return useStore(overlayStore, (state) => state.modal?.identifier === identifier && !state.modal.viewed);
}
