/**
 * Where the browser keeps what it knows of the staff session (localStorage): who is signed in, their
 * role, when the session ends. Not a credential: the session itself is an httpOnly cookie no script
 * reads (docs/decisions/staff-session-cookie.md). Its own module so the shell's server, which writes a
 * line of script that checks for a session before the page's bundles run, reads the same name without
 * loading the session store.
 */
export const SESSION_STORAGE_KEY = 'staff-session';
