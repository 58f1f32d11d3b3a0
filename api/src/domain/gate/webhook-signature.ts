import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCESS_WEBHOOK_TOLERANCE_SECONDS } from '../../contract/gate-access';

// Gate webhooks are signed as Stripe signs its own: HMAC-SHA256 over "<unix seconds>.<raw body>",
// sent as `t=<seconds>,v1=<hex>`. The timestamp inside the signed text lets a receiver refuse a
// captured delivery replayed later; the delivery id in the body lets it refuse one replayed at once.
// The gate simulator verifies with this same function (scripts/gate-sim/).

export function signWebhook(secret: string, body: string, nowSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${nowSeconds}.${body}`).digest('hex');
  return `t=${nowSeconds},v1=${digest}`;
}

/** True when `header` signs exactly `body` with `secret`, no older (or newer) than the tolerance. */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | null | undefined;
  body: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): boolean {
  if (!input.header) return false;
  const parts = new Map(
    input.header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const tolerance = input.toleranceSeconds ?? ACCESS_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - t) > tolerance) return false;
  const expected = createHmac('sha256', input.secret).update(`${t}.${input.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
