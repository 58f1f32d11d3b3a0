/**
 * Query parameter that carries an e-mailed sign-in token on any portal page (`?signin=...`). Apart from
 * the session's schemas: the portal's first screen reads it, and importing those would have zod build
 * them (and the contract files they use) before the screen can answer a tap.
 */
export const SIGN_IN_QUERY_PARAM = 'signin';
