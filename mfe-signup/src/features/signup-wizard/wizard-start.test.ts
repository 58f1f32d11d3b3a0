import { saveDraft } from './wizard-draft';
import { saveWizard } from './wizard-session';
import { checkWizardStart, planWizardStart, type StartPlan } from './wizard-start';
import { EMPTY_WIZARD_VALUES, type WizardValues } from './wizard-values';

const complete: WizardValues = {
  personal: {
    firstName: 'Ana',
    lastName: '',
    phoneDial: '+52',
    phone: '6641234567',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
  },
  vehicle: {
    type: 'car',
    make: 'Nissan',
    model: 'Versa',
    year: '2020',
    color: 'White',
    plate: 'BCN42',
    plateState: 'MX-BCN',
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

async function startFor(search: string) {
  const plan = planWizardStart(search);
  return plan.kind === 'ready' ? plan.start : (await checkWizardStart(plan)).start;
}

const checks = (plan: StartPlan) => plan.kind === 'check';

describe('where the wizard starts', () => {
  it('at step 1 at once, with what was typed, when the address names no later step', () => {
    expect(planWizardStart('')).toEqual({
      kind: 'ready',
      start: { step: 1, values: EMPTY_WIZARD_VALUES, captchaVerified: false },
    });
    saveDraft({ values: complete, captchaVerified: false });
    expect(planWizardStart('?offer=tok')).toEqual({
      kind: 'ready',
      start: { step: 1, values: complete, captchaVerified: false },
    });
  });

  it('at the step in the address when every step before it passes', async () => {
    saveDraft({ values: complete, captchaVerified: true });
    expect(checks(planWizardStart('?step=4'))).toBe(true);
    expect(await startFor('?step=4')).toEqual({ step: 4, values: complete, captchaVerified: true });
    expect((await startFor('?step=3')).step).toBe(3);
  });

  it('at the first step that does not pass, else', async () => {
    saveDraft({
      values: { ...complete, vehicle: { ...complete.vehicle, plate: '' } },
      captchaVerified: true,
    });
    expect((await startFor('?step=4')).step).toBe(2);
    expect((await startFor('?step=2')).step).toBe(2);
    saveDraft({
      values: { ...complete, personal: { ...complete.personal, confirmEmail: 'x' } },
      captchaVerified: true,
    });
    expect((await startFor('?step=3')).step).toBe(1);
    // The review needs the CAPTCHA passed.
    saveDraft({ values: complete, captchaVerified: false });
    expect((await startFor('?step=4')).step).toBe(3);
    sessionStorage.clear();
    expect((await startFor('?step=3')).step).toBe(1);
  });

  it('at the review step with the wizard confirmed in this tab, when the address names no step', async () => {
    saveWizard({
      personal: { ...complete.personal, lastName: 'López' },
      vehicle: {
        type: 'car',
        make: 'Nissan',
        model: 'Versa',
        year: 2020,
        color: 'White',
        plate: 'BCN42',
        plateState: 'MX-BCN',
      },
      address: complete.address,
    });
    expect(await startFor('')).toEqual({
      step: 4,
      values: { ...complete, personal: { ...complete.personal, lastName: 'López' } },
      captchaVerified: true,
    });
    expect((await startFor('?step=2')).step).toBe(2);
  });
});
