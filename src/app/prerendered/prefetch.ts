/**
 * Fetches the app's files into the HTTP cache once the page is idle, at low priority and without
 * running them: the first tap then starts the app without waiting for the network.
 */
export function prefetchWhenIdle(urls: readonly string[], doc: Document = document, win: Window & typeof globalThis = window): void {
  const prefetch = () => {
    for (const url of urls) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.crossOrigin = ''; // the same request mode as the module loader and fetch() use, so the cache serves them
      doc.head.append(link);
    }
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(prefetch, { timeout: 3000 });
    else win.setTimeout(prefetch, 1000);
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
