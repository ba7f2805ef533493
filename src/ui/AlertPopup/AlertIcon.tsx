import type { AlertType } from './AlertPopup.css';

/** One pictogram per alert type; decorative, the type is also in the title. */
const paths: Record<AlertType, string> = {
  error: 'M24 4a20 20 0 1 0 0 40 20 20 0 0 0 0-40zm-8 12l16 16m0-16L16 32',
  alert: 'M24 6L3 42h42L24 6zm0 14v10m0 5v1',
  timer: 'M24 10a17 17 0 1 0 0 34 17 17 0 0 0 0-34zm0 7v10l7 5M19 4h10',
  success: 'M24 4a20 20 0 1 0 0 40 20 20 0 0 0 0-40zm-10 20l7 7 13-14',
  info: 'M24 4a20 20 0 1 0 0 40 20 20 0 0 0 0-40zm0 17v12m0-18v1',
  'tagged-alert': 'M6 6h20l16 16-20 20L6 26V6zm9 9v1',
};

export function AlertIcon({ type, className }: { type: AlertType; className: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[type]} />
    </svg>
  );
}
