import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isHoldLive } from './capacity';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('isHoldLive', () => {
  it('is false for a hold that does not exist (never a crash while a payment is applied)', async () => {
    t = await createTestApp();
    expect(await isHoldLive(t.db, 999, new Date().toISOString())).toBe(false);
  });
});
