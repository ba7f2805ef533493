import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
