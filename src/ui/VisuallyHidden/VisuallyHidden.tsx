import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for screen readers only: off screen, still read (e.g. "(se abre en una pestaña nueva)"). */
export function VisuallyHidden({ children }: { /** The hidden text. */ children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
