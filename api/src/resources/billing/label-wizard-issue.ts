// How the API names a wizard field in its error text: server wording, not part of the wire contract.

const FIELD_LABELS: Record<string, string> = {
  'personal.firstName': 'First name',
  'personal.lastName': 'Last name',
};

/**
 * Messages shared by several fields ('Min. 2 letters') name the field when they leave the API
 * ('Last name: Min. 2 letters'); in the wizard they sit under their field and need no label.
 */
export function labelWizardIssue(path: readonly PropertyKey[], message: string): string {
  const key = path
    .map(String)
    .join('.')
    .replace(/^wizardData\./, '');
  const label = FIELD_LABELS[key];
  return label ? `${label}: ${message}` : message;
}
