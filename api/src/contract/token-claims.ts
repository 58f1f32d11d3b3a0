import { isRole, type Role } from './capabilities';

// Browser-safe: the UI only needs to know which role to render for and when the session ends.
// Nothing here verifies the signature; the API does that on every request.

export type TokenClaims = {
  role: Role | null;
  /** Expiry in seconds since the epoch, as in the JWT `exp` claim. */
  exp: number | null;
};

export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = decodePayload(token);
  if (!payload) return null;
  return {
    role: isRole(payload.role) ? payload.role : null,
    exp: typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : null,
  };
}

export function decodeRole(token: string | null | undefined): Role | null {
  return decodeTokenClaims(token)?.role ?? null;
}

export function decodeExpiry(token: string | null | undefined): number | null {
  return decodeTokenClaims(token)?.exp ?? null;
}

function decodePayload(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const segments = token.split('.');
  if (segments.length !== 3 || !segments[1]) return null;
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(segments[1]));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
