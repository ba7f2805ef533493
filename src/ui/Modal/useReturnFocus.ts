import { useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus only to a Dialog.Trigger; our dialogs open from code, so remember what had
 * focus when the dialog opened and go back to it on close. Pass the handler to onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Layout effects run before Radix's focus scope moves focus into the dialog.
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
