import { initialWizardState, wizardReducer } from './wizard-state';
import { valuesFromWizardData, type WizardValues } from './wizard-values';

const data = {
  personal: {
    firstName: 'Ana',
    lastName: 'López',
    phoneDial: '+52' as const,
    phone: '6641234567',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
  },
  vehicle: {
    type: 'car' as const,
    make: 'Nissan',
    model: 'Versa',
    year: 2020,
    color: 'White',
    plate: 'ABC123',
  },
  address: {
    addr1: 'Av. Revolución 1',
    addr2: '',
    city: 'Tijuana',
    state: 'Baja California',
    country: 'Mexico',
    zip: '22000',
  },
};

const saved = { step: 4 as const, values: valuesFromWizardData(data), captchaVerified: true };

describe('wizard state', () => {
  it('starts empty at step 1, or where and as it was restored', () => {
    const fresh = initialWizardState();
    expect(fresh.step).toBe(1);
    expect(fresh.captchaVerified).toBe(false);
    const restored = initialWizardState(saved);
    expect(restored.step).toBe(4);
    expect(restored.captchaVerified).toBe(true);
    expect(restored.values.vehicle.year).toBe('2020');
    expect(restored.values.personal.phoneDial).toBe('+52');
  });

  it('shows the step asked for, with its problems when told to, dropping a pending check', () => {
    let state = wizardReducer(initialWizardState(saved), { type: 'busy' });
    state = wizardReducer(state, { type: 'show', step: 2 });
    expect(state).toMatchObject({ step: 2, busy: false, stepError: null });
    expect(state.attempted.has(2)).toBe(false);
    state = wizardReducer(state, { type: 'show', step: 1, flagErrors: true });
    expect(state.step).toBe(1);
    expect(state.attempted.has(1)).toBe(true);
  });

  it('clears the model when the make changes, not when it is set again to the same', () => {
    let state = initialWizardState(saved);
    state = wizardReducer(state, { type: 'change', section: 'vehicle', field: 'make', value: 'Nissan' });
    expect(state.values.vehicle.model).toBe('Versa');
    state = wizardReducer(state, { type: 'change', section: 'vehicle', field: 'make', value: 'Toyota' });
    expect(state.values.vehicle).toMatchObject({ make: 'Toyota', model: '' });
  });

  it('Clear resets everything', () => {
    let state = initialWizardState(saved);
    state = wizardReducer(state, { type: 'stepError', message: 'x' });
    state = wizardReducer(state, { type: 'clear' });
    expect(state).toEqual(initialWizardState());
    const empty: WizardValues = state.values;
    expect(empty.personal.email).toBe('');
  });

  it('a refused CAPTCHA token is dropped and the widget told to start over', () => {
    let state = initialWizardState();
    state = wizardReducer(state, { type: 'captchaToken', token: 'tok' });
    const missing = wizardReducer(state, { type: 'captchaFailed', message: 'm', reset: false });
    expect(missing.captchaToken).toBe('tok');
    expect(missing.captchaResetKey).toBe(0);
    const refused = wizardReducer(state, { type: 'captchaFailed', message: 'm', reset: true });
    expect(refused.captchaToken).toBeNull();
    expect(refused.captchaResetKey).toBe(1);
  });
});
