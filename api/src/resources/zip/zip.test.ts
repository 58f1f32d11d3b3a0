import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stateForUsZip } from '../../domain/customers/us-zip-prefixes';

let t: TestApp;
afterEach(() => t?.cleanup());

const validate = async (query: { country?: string; zip: string }) => {
  const res = await t.client.api.zip.validate.$get({ query });
  return { status: res.status, body: await res.json() };
};

describe('GET /api/zip/validate', () => {
  it.each([
    ['US', '92173', 'CA'], // San Ysidro, by the border crossing
    ['USA', '79901', 'TX'], // El Paso
    ['United States', '88510-1234', 'TX'], // El Paso's 885
    ['us', '85364', 'AZ'], // Yuma
    ['US', '10001', 'NY'],
    ['US', '00601', 'PR'],
    ['US', '20500', 'DC'],
    ['US', '96801', 'HI'],
    ['US', '99501', 'AK'],
    ['US', '731011234', 'OK'],
  ])('finds the state of a %s ZIP %s: %s', async (country, zip, state) => {
    t = await createTestApp();
    expect(await validate({ country, zip })).toEqual({
      status: 200,
      body: { ok: true, state },
    });
  });

  it('says ok false for a prefix no state uses', async () => {
    t = await createTestApp();
    expect(await validate({ country: 'US', zip: '00001' })).toEqual({
      status: 200,
      body: { ok: false, state: null },
    });
    expect(await validate({ country: 'US', zip: '21301' })).toEqual({
      status: 200,
      body: { ok: false, state: null },
    });
  });

  it('skips the check outside the US', async () => {
    t = await createTestApp();
    expect(await validate({ country: 'Mexico', zip: '22000' })).toEqual({
      status: 200,
      body: { ok: true, state: null },
    });
    expect(await validate({ country: 'Canada', zip: 'K1A 0B1' })).toEqual({
      status: 200,
      body: { ok: true, state: null },
    });
  });

  it('defaults to the US and rejects a malformed US ZIP', async () => {
    t = await createTestApp();
    expect((await validate({ zip: '92173' })).body).toEqual({ ok: true, state: 'CA' });
    for (const zip of ['9217', '92173-12', 'ABCDE']) {
      expect(await validate({ country: 'US', zip })).toEqual({
        status: 400,
        body: { error: 'ZIP must be 12345 or 12345-6789', code: 'zip_format' },
      });
    }
    // Without a ZIP at all: a request the typed client cannot make.
    expect((await t.call('GET', '/api/zip/validate?country=US')).status).toBe(400);
  });
});

describe('the ZIP prefix table', () => {
  it('covers every assigned prefix from 005 to 999 with a state', () => {
    const states = new Set<string>();
    for (let prefix = 5; prefix <= 999; prefix++) {
      const state = stateForUsZip(`${String(prefix).padStart(3, '0')}00`);
      if (state) states.add(state);
    }
    // 50 states, DC, PR, VI, GU and the three military "states".
    expect(states.size).toBe(57);
  });
});
