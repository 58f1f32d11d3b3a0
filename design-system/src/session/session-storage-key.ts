/**
 * Where the staff session's JWT is kept (localStorage). Its own module so the shell's server, which
 * writes a line of script that checks for a session before the page's bundles run, reads the same name
 * without loading the session store.
 */
export const SESSION_STORAGE_KEY = 'jwt';
