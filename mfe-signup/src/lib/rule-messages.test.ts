import { ApiError } from 'api/client';
import { ERROR_CODES } from 'api/contract/error-codes';
import { RULE_CODES } from 'api/contract/validation-rules';
import { getT } from 'design-system/i18n/language';
import { apiErrorRule, RULE_MESSAGE_KEYS, ruleText } from './rule-messages';

const en = getT('en');
const es = getT('es');

// Every rule the wizard's schemas (personal, vehicle, address, CAPTCHA) can report, and every error
// code of the checks between steps (has-banned, vehicles/check, zip/validate, captcha/verify).
const WIZARD_RULES = [
  'min_two_letters',
  'min_seven_digits',
  'dial_code',
  'email_required',
  'invalid_email',
  'emails_do_not_match',
  'phone_characters',
  'phone_too_long',
  'type_required',
  'make_required',
  'model_required',
  'invalid_year',
  'color_required',
  'plate_format',
  'plate_region',
  'address_required',
  'city_required',
  'state_required',
  'country_required',
  'zip_format',
  'captcha_required',
  'captcha_failed',
] as const;
const WIZARD_ERROR_CODES = [
  'email_banned',
  'plate_not_allowed',
  'zip_format',
  'zip_state_mismatch',
  'captcha_failed',
  'server_error',
  'not_found',
] as const;

describe('rule and error codes in the catalog', () => {
  it('has a catalog text for every rule and error code the wizard can receive', () => {
    for (const rule of WIZARD_RULES) {
      expect(RULE_CODES, rule).toContain(rule);
      expect(ruleText(en, rule), rule).not.toBe(rule);
    }
    for (const code of WIZARD_ERROR_CODES) {
      expect(ERROR_CODES, code).toContain(code);
      expect(ruleText(en, code), code).not.toBe(code);
    }
    for (const code of Object.keys(RULE_MESSAGE_KEYS)) {
      expect([...RULE_CODES, ...ERROR_CODES, 'network'], code).toContain(code);
    }
  });

  it('shows them in Spanish, except the plate message which SPEC keeps Spanish in both', () => {
    expect(ruleText(es, 'min_two_letters')).toBe('Mín. 2 letras');
    expect(ruleText(es, 'email_banned')).toBe('Este correo ya tiene un vehículo con estado “bloqueado”.');
    const plate = 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres';
    expect(ruleText(en, 'plate_format')).toBe(plate);
    expect(ruleText(es, 'plate_format')).toBe(plate);
    expect(ruleText(es, 'plate_region')).toBe('Elija un estado de la lista, o “No estoy seguro”.');
  });

  it('builds the year message with its range and passes unknown text through', () => {
    expect(ruleText(en, 'invalid_year')).toMatch(/^Invalid year \(1925–\d{4}\)$/);
    expect(ruleText(es, 'invalid_year')).toMatch(/^Año no válido \(1925–\d{4}\)$/);
    expect(ruleText(es, 'Something new')).toBe('Something new');
  });

  it('reads API failures by rule, then code, then the server text', () => {
    const invalid = new ApiError(400, 'Invalid email address', {
      code: 'invalid_input',
      rule: 'invalid_email',
    });
    expect(apiErrorRule(invalid, 'fallback')).toBe('invalid_email');
    expect(
      apiErrorRule(new ApiError(400, 'Captcha failed - try again', { code: 'captcha_failed' }), 'x'),
    ).toBe('captcha_failed');
    const unknown = new ApiError(418, 'Odd', {
      code: 'something_new',
      body: { error: 'Odd', code: 'something_new' },
    });
    expect(apiErrorRule(unknown, 'x')).toBe('Odd');
    expect(apiErrorRule(new Error('bug'), 'fallback')).toBe('fallback');
  });

  it("words the front-end server's api_unavailable (502) as 'Server error' in the visitor's language", () => {
    const unreachable = new ApiError(502, 'The API is not reachable. Try again in a moment.', {
      code: 'api_unavailable',
      body: { error: 'The API is not reachable. Try again in a moment.', code: 'api_unavailable' },
    });
    expect(ruleText(es, apiErrorRule(unreachable, 'x'))).toBe(ruleText(es, 'server_error'));
  });
});
