import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isRuleCode, RULE_MESSAGES } from './validation-rules';
import { formatUsZip, invalidYearMessage, maxVehicleYear } from './wizard-constants';
import { addressSchema, personalSchema, vehicleSchema, wizardDataSchema } from './wizard-data';

const personal = {
  firstName: 'Ana',
  lastName: 'López',
  phoneDial: '+52',
  phone: '664 123 4567',
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
};
const vehicle = { type: 'car', make: 'Nissan', model: 'Versa', year: 2020, color: 'Gray', plate: 'abc123' };
const address = {
  addr1: '1 Main St',
  addr2: '',
  city: 'San Ysidro',
  state: 'CA',
  country: 'USA',
  zip: '92173',
};

/** The first issue's rule, as its English text (every issue of these schemas carries a rule code). */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const rule = result.error.issues[0]?.message;
  if (!isRuleCode(rule)) throw new Error(`issue message is not a rule code: ${rule}`);
  return rule === 'invalid_year' ? invalidYearMessage() : RULE_MESSAGES[rule];
}

describe('personal step', () => {
  it.each([
    [{ firstName: 'A' }, 'Min. 2 letters'],
    [{ firstName: ' 1 ' }, 'Min. 2 letters'],
    [{ firstName: undefined }, 'Min. 2 letters'],
    [{ lastName: 'B' }, 'Min. 2 letters'],
    [{ phoneDial: '+44' }, 'Choose +1 or +52'],
    [{ phone: '123456' }, 'Min. 7 digits'],
    [{ phone: '(664) 12-3' }, 'Min. 7 digits'],
    [{ phone: '664-abc-1234' }, 'Phone may contain only digits, spaces, dashes and brackets'],
    [{ email: 'ana@', confirmEmail: 'ana@' }, 'Invalid email address'],
    [{ email: '', confirmEmail: '' }, 'E-mail is required'],
    [{ confirmEmail: 'ana@example.org' }, 'E-mails do not match'],
  ])('%j -> "%s"', (patch, message) => {
    expect(firstMessage(personalSchema, { ...personal, ...patch })).toBe(message);
  });

  it('accepts a missing last name, accented names and a confirm e-mail differing only in case', () => {
    expect(firstMessage(personalSchema, { ...personal, lastName: undefined })).toBeNull();
    expect(firstMessage(personalSchema, { ...personal, firstName: 'Ñu' })).toBeNull();
    expect(firstMessage(personalSchema, { ...personal, confirmEmail: ' ANA@example.com ' })).toBeNull();
  });
});

describe('vehicle step', () => {
  const max = maxVehicleYear();
  it.each([
    [{ type: '' }, 'Type required'],
    [{ type: 'truck' }, 'Type required'],
    [{ make: '  ' }, 'Make required'],
    [{ model: '' }, 'Model required'],
    [{ year: 1924 }, `Invalid year (1925–${max})`],
    [{ year: max + 1 }, `Invalid year (1925–${max})`],
    [{ year: 2020.5 }, `Invalid year (1925–${max})`],
    [{ year: 'old' }, `Invalid year (1925–${max})`],
    [{ color: '' }, 'Color required'],
    [{ plate: 'ABC.123' }, 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres'],
    [{ plate: '' }, 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres'],
    [{ plate: 'A'.repeat(16) }, 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres'],
  ])('%j -> "%s"', (patch, message) => {
    expect(firstMessage(vehicleSchema, { ...vehicle, ...patch })).toBe(message);
  });

  it('upper-cases the plate without its spaces and dashes, trims make and model, accepts 1925 and next year', () => {
    expect(vehicleSchema.parse({ ...vehicle, make: ' Nissan ', plate: ' abc123 ' })).toMatchObject({
      make: 'Nissan',
      plate: 'ABC123',
    });
    expect(vehicleSchema.parse({ ...vehicle, plate: 'abc–12 3' })).toMatchObject({ plate: 'ABC123' });
    expect(firstMessage(vehicleSchema, { ...vehicle, year: 1925 })).toBeNull();
    expect(firstMessage(vehicleSchema, { ...vehicle, year: String(max) })).toBeNull();
  });
});

describe('address step', () => {
  it.each([
    [{ addr1: '' }, 'Address required'],
    [{ city: ' ' }, 'City required'],
    [{ state: '' }, 'State required'],
    [{ country: '' }, 'Country required'],
    [{ zip: '9217' }, 'ZIP must be 12345 or 12345-6789'],
    [{ zip: '92173-12' }, 'ZIP must be 12345 or 12345-6789'],
    [{ zip: '' }, 'ZIP must be 12345 or 12345-6789'],
  ])('%j -> "%s"', (patch, message) => {
    expect(firstMessage(addressSchema, { ...address, ...patch })).toBe(message);
  });

  it('hyphenates nine-digit US ZIPs and skips the ZIP check outside the US', () => {
    expect(addressSchema.parse({ ...address, zip: '921731234' }).zip).toBe('92173-1234');
    expect(formatUsZip('92173 1234')).toBe('92173-1234');
    expect(formatUsZip('92173')).toBe('92173');
    expect(
      firstMessage(addressSchema, { ...address, country: 'Mexico', state: 'Baja California', zip: '' }),
    ).toBeNull();
    expect(firstMessage(addressSchema, { ...address, country: 'Canada', zip: 'K1A 0B1' })).toBeNull();
  });
});

describe('the whole wizard', () => {
  it('parses a complete wizard', () => {
    expect(wizardDataSchema.safeParse({ personal, vehicle, address }).success).toBe(true);
    expect(firstMessage(wizardDataSchema, { personal, vehicle })).toBe('Mailing address is required');
  });
});
