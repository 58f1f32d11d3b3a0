import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Pass } from './portal-api';

/** The pass a page was opened for (`?email&plate`, as e-mailed links and the dashboard send), or null. */
export function usePassParams(): Pass | null {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  const plate = params.get('plate')?.trim();
  return useMemo(() => (email && plate ? { email, plate } : null), [email, plate]);
}

export const passSearch = (pass: Pass) =>
  `?${new URLSearchParams({ email: pass.email, plate: pass.plate }).toString()}`;
