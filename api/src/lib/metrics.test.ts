import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import type { MailProvider } from '../providers/mail/mail-provider';
import { sendWithRetries } from './mail-retries';
import { createAppMetrics } from './metrics';

const message = { to: 'ana@example.com', subject: 's', text: 't', html: 'h' };

describe('createAppMetrics', () => {
  it('counts every attempt of a retried e-mail, and counts a provider it already counts once', async () => {
    const metrics = createAppMetrics();
    let attempts = 0;
    const flaky: MailProvider = {
      kind: 'smtp',
      checkHealth: async () => true,
      async send() {
        attempts += 1;
        if (attempts < 3) throw new Error('451 greylisted');
        return { messageId: 'm' };
      },
    };
    const counted = metrics.countMail(flaky);
    expect(metrics.countMail(counted)).toBe(counted);
    expect(counted.kind).toBe('smtp');
    expect(await sendWithRetries({ mail: counted, mailRetryDelaysMs: [0, 0] }, message)).toEqual({
      sent: true,
    });
    const scraped = parsePrometheusText(await metrics.registry.metrics());
    expect(sampleValue(scraped, 'garage_emails_total', { outcome: 'failed' })).toBe(2);
    expect(sampleValue(scraped, 'garage_emails_total', { outcome: 'sent' })).toBe(1);
  });

  it('keeps apps apart: each has its own registry, and a second app registers without error', async () => {
    const first = createAppMetrics();
    const second = createAppMetrics();
    first.renewalCharged();
    first.waitlistOffersMade(2);
    second.renewalFailed();
    const one = parsePrometheusText(await first.registry.metrics());
    const two = parsePrometheusText(await second.registry.metrics());
    expect(sampleValue(one, 'garage_autopay_renewals_total', { outcome: 'charged' })).toBe(1);
    expect(sampleValue(one, 'garage_waitlist_offers_total')).toBe(2);
    expect(sampleValue(two, 'garage_autopay_renewals_total', { outcome: 'charged' })).toBe(0);
    expect(sampleValue(two, 'garage_autopay_renewals_total', { outcome: 'failed' })).toBe(1);
  });

  it('labels an unknown method as other, so a method name cannot make series', async () => {
    const metrics = createAppMetrics();
    metrics.observeRequest('BREW', 'unmatched', 404, 0.001);
    const scraped = parsePrometheusText(await metrics.registry.metrics());
    expect(sampleValue(scraped, 'http_requests_total', { method: 'other', route: 'unmatched' })).toBe(1);
  });
});
