/** Federation names of the remotes; each exposes `./App`, which renders its own routes. */
export const remoteNames = ['signup', 'portal', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** What the shell imports from every remote (`<remote>/App`); `pnpm release` checks a new build exposes it. */
export const exposedApp = 'App';
