import { clearDraft, DRAFT_MAX_AGE_MS, loadDraft, saveDraft, WIZARD_DRAFT_KEY } from './wizard-draft';
import { EMPTY_WIZARD_VALUES, type WizardValues } from './wizard-values';

const typed: WizardValues = {
  personal: { ...EMPTY_WIZARD_VALUES.personal, firstName: 'Ana', phoneDial: '+52', email: 'ana@example.com' },
  vehicle: { ...EMPTY_WIZARD_VALUES.vehicle, type: 'motorcycle', plate: 'MOTO1' },
  address: { ...EMPTY_WIZARD_VALUES.address, city: 'Tijuana' },
};

describe('wizard draft', () => {
  it('keeps what was typed, and whether the CAPTCHA passed, for this tab', () => {
    saveDraft({ values: typed, captchaVerified: true });
    expect(loadDraft()).toEqual({ values: typed, captchaVerified: true });
    expect(localStorage.length).toBe(0);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('stores nothing while nothing has been typed', () => {
    saveDraft({ values: typed, captchaVerified: false });
    saveDraft({ values: EMPTY_WIZARD_VALUES, captchaVerified: false });
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });

  it('is dropped once a day old', () => {
    const savedAt = Date.parse('2026-11-28T10:00:00Z');
    saveDraft({ values: typed, captchaVerified: false }, savedAt);
    expect(loadDraft(savedAt + DRAFT_MAX_AGE_MS - 1)?.values).toEqual(typed);
    expect(loadDraft(savedAt + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });

  it('keeps only the known text fields of a hand-edited draft, and never card data', () => {
    sessionStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({
        savedAt: Date.now(),
        captchaVerified: 'yes',
        values: {
          personal: { firstName: 'Ana', phone: 6641234567, phoneDial: '+44', cardNumber: '4242424242424242' },
          vehicle: { type: 'truck', make: 'Nissan' },
          address: null,
        },
      }),
    );
    expect(loadDraft()).toEqual({
      values: {
        personal: { ...EMPTY_WIZARD_VALUES.personal, firstName: 'Ana' },
        vehicle: { ...EMPTY_WIZARD_VALUES.vehicle, make: 'Nissan' },
        address: EMPTY_WIZARD_VALUES.address,
      },
      captchaVerified: false,
    });
    sessionStorage.setItem(WIZARD_DRAFT_KEY, '{broken');
    expect(loadDraft()).toBeNull();
  });
});
