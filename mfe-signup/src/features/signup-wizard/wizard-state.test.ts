import { initialWizardState, wizardReducer } from './wizard-state';
import type { WizardValues } from './wizard-values';

const saved = {
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

describe('wizard state', () => {
  it('starts at step 1, or at step 4 with a saved wizard (its CAPTCHA already passed)', () => {
    expect(initialWizardState(null).step).toBe(1);
    const restored = initialWizardState(saved);
    expect(restored.step).toBe(4);
    expect(restored.captchaVerified).toBe(true);
    expect(restored.values.vehicle.year).toBe('2020');
    expect(restored.values.personal.phoneDial).toBe('+52');
  });

  it('moves one step at a time and never past 1 or 4', () => {
    let state = initialWizardState(null);
    state = wizardReducer(state, { type: 'back' });
    expect(state.step).toBe(1);
    for (let i = 0; i < 5; i++) state = wizardReducer(state, { type: 'advance' });
    expect(state.step).toBe(4);
    state = wizardReducer(state, { type: 'back' });
    expect(state.step).toBe(3);
    state = wizardReducer(state, { type: 'edit', step: 1 });
    expect(state.step).toBe(1);
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
    expect(state).toEqual(initialWizardState(null));
    const empty: WizardValues = state.values;
    expect(empty.personal.email).toBe('');
  });

  it('a refused CAPTCHA token is dropped and the widget told to start over', () => {
    let state = initialWizardState(null);
    state = wizardReducer(state, { type: 'captchaToken', token: 'tok' });
    const missing = wizardReducer(state, { type: 'captchaFailed', message: 'm', reset: false });
    expect(missing.captchaToken).toBe('tok');
    expect(missing.captchaResetKey).toBe(0);
    const refused = wizardReducer(state, { type: 'captchaFailed', message: 'm', reset: true });
    expect(refused.captchaToken).toBeNull();
    expect(refused.captchaResetKey).toBe(1);
  });
});
