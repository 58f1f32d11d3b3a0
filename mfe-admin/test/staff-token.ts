// Tests only: an unsigned token with the claims the UI reads (the UI never verifies signatures).
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function staffToken(claims: { sub?: string; role?: string }): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...claims, exp })}.signature`;
}

/** Signs in as the given user by writing the token where the session store reads it. */
export function signInAs(role: string | null, sub = role ?? 'someone'): void {
  localStorage.setItem('jwt', staffToken(role === null ? { sub } : { sub, role }));
}
