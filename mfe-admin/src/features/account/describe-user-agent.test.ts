import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
  ])('names %s as %s on %s', (agent, browser, system) => {
    expect(describeUserAgent(agent)).toEqual({ kind: 'known', browser, system });
  });

  it('keeps an unknown agent’s own words, cut to 40 characters', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ kind: 'raw', text: 'curl/8.5.0' });
    const long = describeUserAgent('python-requests/2.32.3 (a very long custom client string)');
    expect(long).toEqual({ kind: 'raw', text: 'python-requests/2.32.3 (a very long cus…' });
    expect(long.kind === 'raw' && long.text.length).toBe(40);
  });

  it('says nothing for a missing agent', () => {
    expect(describeUserAgent(null)).toEqual({ kind: 'none' });
    expect(describeUserAgent('  ')).toEqual({ kind: 'none' });
  });
});
