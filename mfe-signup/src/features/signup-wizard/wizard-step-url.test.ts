import { historyState, searchWithStep, stepBefore, stepInSearch } from './wizard-step-url';

describe('wizard step in the address', () => {
  it('reads the step, and nothing from a missing or made-up one', () => {
    expect(stepInSearch('?step=3')).toBe(3);
    expect(stepInSearch('?offer=tok&step=4')).toBe(4);
    expect(stepInSearch('')).toBeNull();
    expect(stepInSearch('?step=5')).toBeNull();
    expect(stepInSearch('?step=2x')).toBeNull();
  });

  it('names a step beside the other parameters, step 1 being the page itself', () => {
    expect(searchWithStep('', 2)).toBe('?step=2');
    expect(searchWithStep('?offer=tok', 3)).toBe('?offer=tok&step=3');
    expect(searchWithStep('?offer=tok&step=3', 1)).toBe('?offer=tok');
    expect(searchWithStep('?step=2', 1)).toBe('');
  });

  it('remembers in each entry the step shown before it', () => {
    expect(stepBefore(historyState(2))).toBe(2);
    expect(stepBefore(null)).toBeNull();
    expect(stepBefore({ wizardStepBefore: 9 })).toBeNull();
  });
});
