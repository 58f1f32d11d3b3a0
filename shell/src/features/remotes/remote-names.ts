/** Federation names of the remotes; each exposes `./App`, which renders its own routes. */
export const remoteNames = ['signup', 'portal', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
