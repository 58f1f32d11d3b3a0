import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientSearchResult } from '../../contract/admin-customers';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('GET /api/clients/search by a plate typed with separators', () => {
  it('finds the plate on file from its dashed, spaced or en-dashed form', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'ABC123' });
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'ABD123' });
    for (const q of ['ABC-123', 'abc 123', 'abc–12']) {
      const res = await t.call('GET', `/api/clients/search?q=${encodeURIComponent(q)}`, {
        token: t.tokens.ambassador,
      });
      expect(res.status, q).toBe(200);
      const rows = (await res.json()) as ClientSearchResult[];
      expect(
        rows.map((row) => [row.subscription_id, row.plate]),
        q,
      ).toEqual([[pass.id, 'ABC123']]);
    }
  });
});
