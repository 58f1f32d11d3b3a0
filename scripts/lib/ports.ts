// The local topology of ARCHITECTURE.md (Run time); every port can be moved by environment.
export const ports = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  signup: Number(process.env.SIGNUP_PORT ?? 3001),
  portal: Number(process.env.PORTAL_PORT ?? 3002),
  admin: Number(process.env.ADMIN_PORT ?? 3003),
  api: Number(process.env.API_PORT ?? 8787),
};

export const frontEnds = [
  { name: 'shell', dir: 'shell', port: ports.shell },
  { name: 'signup', dir: 'mfe-signup', port: ports.signup },
  { name: 'portal', dir: 'mfe-portal', port: ports.portal },
  { name: 'admin', dir: 'mfe-admin', port: ports.admin },
] as const;
