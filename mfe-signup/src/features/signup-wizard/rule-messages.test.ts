import { BANNED_EMAIL_MESSAGE } from 'api/contract/client-lookup';
import { INVALID_EMAIL_MESSAGE } from 'api/contract/email-address';
import { PLATE_MESSAGE } from 'api/contract/plate';
import { PLATE_NOT_ALLOWED_MESSAGE } from 'api/contract/vehicle-input';
import { invalidYearMessage, WIZARD_MESSAGES } from 'api/contract/wizard-data';
import { getT } from 'design-system/i18n/language';
import { RULE_MESSAGE_KEYS, ruleText } from './rule-messages';

const en = getT('en');
const es = getT('es');

describe('contract messages in the catalog', () => {
  it('every mapped English text is exactly the contract’s message', () => {
    for (const [message, key] of Object.entries(RULE_MESSAGE_KEYS)) expect(en(key)).toBe(message);
  });

  it('covers every wizard message and the server checks', () => {
    for (const message of [
      ...Object.values(WIZARD_MESSAGES),
      INVALID_EMAIL_MESSAGE,
      PLATE_MESSAGE,
      BANNED_EMAIL_MESSAGE,
      PLATE_NOT_ALLOWED_MESSAGE,
    ]) {
      expect(RULE_MESSAGE_KEYS[message], message).toBeDefined();
    }
  });

  it('shows them in Spanish, except the plate message which SPEC keeps Spanish in both', () => {
    expect(ruleText(es, WIZARD_MESSAGES.minTwoLetters)).toBe('Mín. 2 letras');
    expect(ruleText(es, BANNED_EMAIL_MESSAGE)).toBe(
      'Este correo ya tiene un vehículo con estado “bloqueado”.',
    );
    expect(ruleText(en, PLATE_MESSAGE)).toBe(PLATE_MESSAGE);
    expect(ruleText(es, PLATE_MESSAGE)).toBe(PLATE_MESSAGE);
  });

  it('rebuilds the year message with its range and passes unknown messages through', () => {
    expect(ruleText(en, invalidYearMessage())).toBe(invalidYearMessage());
    expect(ruleText(es, invalidYearMessage())).toMatch(/^Año no válido \(1925–\d{4}\)$/);
    expect(ruleText(es, 'Something new')).toBe('Something new');
  });
});
