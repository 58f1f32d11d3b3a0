import type { ReactNode } from 'react';
import '../styles/utilities.css';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ds-visually-hidden">{children}</span>;
}
