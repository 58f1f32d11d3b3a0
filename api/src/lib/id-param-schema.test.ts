import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('ids in paths are strict', () => {
  it.each(['0x1', '1e0', '01', '+1', '1.0', '%201', '0', '-1', '99999999999999999'])(
    'refuses the id %s in a path with 400 instead of reaching row 1',
    async (id) => {
      t = await createTestApp();
      const put = await t.call('PUT', `/api/plans/${id}`, {
        token: t.tokens.admin,
        body: { name: 'Renamed' },
      });
      expect(put.status).toBe(400);
      expect(await put.json()).toMatchObject({ code: 'invalid_input', field: 'id' });
      const read = await t.call('GET', `/api/locations/${id}/online-availability`);
      expect(read.status).toBe(400);
    },
  );

  it('still accepts a plain id', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/locations/1/online-availability')).status).toBe(200);
  });
});
