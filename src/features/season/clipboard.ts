/** Copies text to the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The phone's share sheet, where the browser has one. */
export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the share sheet; the member closing it is no failure. */
export async function shareLink(title: string, url: string): Promise<void> {
  try {
    await navigator.share({ title, url });
  } catch {
    // Closed without sharing, or refused: the link is still on screen to copy.
  }
}
