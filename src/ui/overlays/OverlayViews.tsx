import { useStore } from 'zustand';
import { AlertPopup } from '../AlertPopup';
import { ConfirmDialog } from '../ConfirmDialog';
import { Loader } from '../Loader';
import { PagePopup } from '../PagePopup';
import { pagePopup } from './api';
import { overlayStore, type QueuedOverlay } from './store';

/** Draws the overlay store: the head of the alert/dialog queue, the page popup and the loader on top. */
export default function OverlayViews() {
  const head = useStore(overlayStore, (state) => state.queue[0]);
  const popup = useStore(overlayStore, (state) => state.pagePopup);
  const loading = useStore(overlayStore, (state) => state.loader);
  return (
    <>
      {head && <QueuedOverlayView key={head.id} request={head} />}
      {popup && <PagePopup open={popup.open} state={popup.state} anchor={popup.anchor} onClose={pagePopup.close} />}
      <Loader open={loading.show} text={loading.text} />
    </>
  );
}

function QueuedOverlayView({ request }: { request: QueuedOverlay }) {
  if (request.kind === 'alert') {
    return <AlertPopup open type={request.type} text={request.text} title={request.title} tag={request.tag} onClose={request.resolve} />;
  }
  return (
    <ConfirmDialog
      open
      text={request.text}
      title={request.title}
      confirmText={request.confirmText}
      cancelText={request.cancelText}
      bigText={request.bigText}
      onConfirm={() => request.resolve(true)}
      onCancel={() => request.resolve(false)}
      onDismiss={() => request.resolve(request.noActionOnClose ? null : false)}
    />
  );
}
