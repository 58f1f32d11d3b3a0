import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getPortal,
  type PortalApp,
  portalPass,
  query,
  signedIn,
  startPortalApp,
} from '../../../../test/portal-fixtures';

// Plates are stored without spaces or dashes (contract/plate-format.ts); a customer types the one on
// the car, "ABC-123" or "ABC 123", and a phone's keyboard may turn the dash into an en dash.

let app: PortalApp;
beforeEach(async () => {
  app = await startPortalApp(() => new Date('2026-03-10T18:00:00Z'));
});
afterEach(() => app.t.cleanup());

describe('a plate typed with a dash or a space', () => {
  it('signs the owner in and reads their pass as the plate on file', async () => {
    const pass = await portalPass(app.t, { renewal: '2026-03-20' });
    const [letters, digits] = [pass.plate.slice(0, 4), pass.plate.slice(4)];
    await signedIn(app, { email: pass.email, plate: `${letters.toLowerCase()}-${digits}` });
    for (const typed of [
      `${letters}-${digits}`,
      `${letters} ${digits}`,
      `${letters.toLowerCase()}–${digits}`,
    ]) {
      const res = await getPortal(app.t, `subscription?${query({ email: pass.email, plate: typed })}`);
      expect(res.status, typed).toBe(200);
    }
  });
});
