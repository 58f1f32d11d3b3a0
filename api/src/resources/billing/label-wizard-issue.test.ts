import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../../contract/wizard-data';
import { labelWizardIssue } from './label-wizard-issue';

describe('labelWizardIssue', () => {
  it('names ambiguous fields for the API', () => {
    expect(labelWizardIssue(['wizardData', 'personal', 'lastName'], WIZARD_MESSAGES.minTwoLetters)).toBe(
      'Last name: Min. 2 letters',
    );
    expect(labelWizardIssue(['wizardData', 'vehicle', 'make'], 'Make required')).toBe('Make required');
  });
});
