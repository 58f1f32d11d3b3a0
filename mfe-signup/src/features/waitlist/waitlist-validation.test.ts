import { validateWaitlist } from './waitlist-validation';

const base = { firstName: 'Ana', lastName: '', email: 'ana@example.com', website: '' };

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
    expect(validateWaitlist({ ...base, firstName: '' }).firstName).toBe('minLetters');
    expect(validateWaitlist({ ...base, firstName: 'Íñ' }).firstName).toBeUndefined();
    expect(validateWaitlist({ ...base, lastName: 'L' }).lastName).toBe('minLetters');
  });
});
