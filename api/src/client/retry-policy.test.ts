import { describe, expect, it } from 'vitest';
import { backoffMs, retryDelayMs } from './retry-policy';

const response = (status: number, retryAfter?: string) =>
  new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

describe('retryDelayMs', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryDelayMs(response(429, '3'), 0)).toBe(3000);
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(retryDelayMs(response(429, 'Sun, 01 Jun 2025 12:00:05 GMT'), 0, now)).toBe(5000);
  });

  it('backs off linearly without Retry-After and on 503', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(response(503), attempt))).toEqual([500, 1000, 1500]);
    expect(retryDelayMs(response(429), 1)).toBe(1000);
  });

  it('stops after 3 retries and never retries other statuses', () => {
    expect(retryDelayMs(response(503), 3)).toBeNull();
    expect(retryDelayMs(response(500), 0)).toBeNull();
    expect(retryDelayMs(response(404), 0)).toBeNull();
  });

  it('backs off per SPEC section 8 for the profile invoices and card-assignment info', () => {
    const invoices = 'http://api.test/subscriptions/7/invoices';
    expect([0, 1, 2].map((attempt) => retryDelayMs(response(429), attempt, 0, invoices))).toEqual([
      400, 800, 1200,
    ]);
    expect(retryDelayMs(response(429, '2'), 0, 0, invoices)).toBe(2000);
    const info = '/api/subscriptions/7/reactivation-info';
    expect(backoffMs(0, info, () => 0)).toBe(500);
    expect(backoffMs(2, info, () => 0.999)).toBeCloseTo(999.5);
    expect(backoffMs(1, '/api/clients/search?q=invoices')).toBe(1000);
  });
});
