import { normalizePlate } from 'api/contract/plate-format';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Pass } from './portal-api';

/**
 * The pass a page was opened for: `?email&plate` as the dashboard's links send, or `?plate` alone as
 * the e-mailed links that sign the reader in send (the session knows the e-mail). Null without a plate.
 */
export type RequestedPass = { email: string | null; plate: string };

export function usePassParams(): RequestedPass | null {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const plate = normalizePlate(params.get('plate') ?? '');
  return useMemo(() => (plate ? { email, plate } : null), [email, plate]);
}

export const passSearch = (pass: Pass) =>
  `?${new URLSearchParams({ email: pass.email, plate: pass.plate }).toString()}`;
