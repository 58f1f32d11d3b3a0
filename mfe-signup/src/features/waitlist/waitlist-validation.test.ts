import { validateWaitlist } from './waitlist-validation';

const base = { firstName: 'Ana', lastName: '', email: 'ana@example.com', plate: '', website: '' };

describe('validateWaitlist', () => {
  it('accepts a complete entry, with or without a last name', () => {
    expect(validateWaitlist(base)).toEqual({});
    expect(validateWaitlist({ ...base, lastName: 'Núñez' })).toEqual({});
  });

  it('requires the e-mail and checks its shape', () => {
    expect(validateWaitlist({ ...base, email: '  ' }).email).toBe('emailRequired');
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@example.']) {
      expect(validateWaitlist({ ...base, email }).email).toBe('emailInvalid');
    }
    expect(validateWaitlist({ ...base, email: 'ana.lopez+wait@correo.example.mx' }).email).toBeUndefined();
  });

  it('wants at least 2 letters in names, counting accented letters', () => {
    expect(validateWaitlist({ ...base, firstName: 'A' }).firstName).toBe('minLetters');
    // Names are optional (the e-mail is what reaches someone), but checked when given.
    expect(validateWaitlist({ ...base, firstName: '' }).firstName).toBeUndefined();
    expect(validateWaitlist({ ...base, firstName: '  ' }).firstName).toBeUndefined();
    expect(validateWaitlist({ ...base, firstName: 'Íñ' }).firstName).toBeUndefined();
    expect(validateWaitlist({ ...base, lastName: 'L' }).lastName).toBe('minLetters');
  });

  it("takes an optional plate in the wizard's format", () => {
    expect(validateWaitlist({ ...base, plate: '' }).plate).toBeUndefined();
    expect(validateWaitlist({ ...base, plate: ' abc123 ' }).plate).toBeUndefined();
    // Spaces and dashes are cleaned (as the API does), other characters are not.
    expect(validateWaitlist({ ...base, plate: 'ab-123' }).plate).toBeUndefined();
    expect(validateWaitlist({ ...base, plate: 'AB –123' }).plate).toBeUndefined();
    expect(validateWaitlist({ ...base, plate: 'AB.123' }).plate).toBe('plateInvalid');
    expect(validateWaitlist({ ...base, plate: 'A'.repeat(16) }).plate).toBe('plateInvalid');
  });

  it('needs nothing but a valid e-mail', () => {
    expect(
      validateWaitlist({ firstName: '', lastName: '', email: 'ana@example.com', plate: '', website: '' }),
    ).toEqual({});
  });
});
