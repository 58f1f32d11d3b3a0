import { ApiError } from 'api/client';
import { getT } from 'design-system/i18n/language';
import { describe, expect, it } from 'vitest';
import { englishInSpanish } from '../../../tooling/english-in-spanish';
import { adminErrorText, adminRuleText } from './admin-error-text';

const en = getT('en');
const es = getT('es');

const refusal = (status: number, code: string, extra: { field?: string; rule?: string } = {}) =>
  new ApiError(status, 'The server’s English sentence', { code, body: { error: 'x', code }, ...extra });

const GATE_CODES = ['device_key_invalid', 'gate_device_not_found', 'gate_device_revoked'];
const GATE_RULES = [
  'credential_type',
  'credential_value',
  'plate_region',
  'gate_direction',
  'event_time',
  'cursor',
  'feed_limit',
  'decisions_limit',
  'webhook_url',
  'device_name',
  'device_kind',
  'anti_passback',
  'facility_code',
  'decision_filter',
];

describe('adminErrorText', () => {
  it.each(GATE_CODES)('words the gate code %s in both languages, never as "Server error"', (code) => {
    const error = refusal(code === 'device_key_invalid' ? 401 : 409, code);
    const english = adminErrorText(error, en);
    const spanish = adminErrorText(error, es);
    expect(english).not.toBe(en('admin.errors.server'));
    expect(english).not.toContain('English sentence');
    expect(spanish).not.toBe(english);
    expect(englishInSpanish(spanish, english)).toBeNull();
  });

  it.each(GATE_RULES)(
    'words the rule %s of a refused input instead of "Some fields are not valid"',
    (rule) => {
      const error = refusal(400, 'invalid_input', { field: 'x', rule });
      const english = adminErrorText(error, en);
      expect(english).not.toBe(en('admin.errors.invalidInput'));
      expect(english).toBe(adminRuleText(rule, en));
      const spanish = adminErrorText(error, es);
      expect(spanish).not.toBe(english);
      expect(englishInSpanish(spanish, english)).toBeNull();
    },
  );

  it('keeps the general text for a rule it does not word, and for a rule on another code', () => {
    expect(adminErrorText(refusal(400, 'invalid_input', { rule: 'some_new_rule' }), en)).toBe(
      'Some fields are not valid. Check them and try again.',
    );
    expect(adminRuleText(undefined, en)).toBeNull();
    expect(adminRuleText('constructor', en)).toBeNull();
    expect(adminErrorText(refusal(404, 'gate_device_not_found', { rule: 'device_name' }), en)).toBe(
      en('admin.errors.gateDeviceNotFound'),
    );
  });
});
