import { isUsCountry } from 'api/contract/us-states';
import { isUsZip } from 'api/contract/wizard-constants';
import {
  addressSchema,
  personalSchema,
  type ValidWizardData,
  vehicleSchema,
  wizardDataSchema,
} from 'api/contract/wizard-data';
import { type FieldErrors, hasErrors } from './field-errors';
import type { WizardStep } from './wizard-state';
import type { AddressValues, PersonalValues, VehicleValues, WizardValues } from './wizard-values';

/**
 * The wizard runs the contract's schemas (the same ones the server runs on checkout), so there is
 * one copy of every rule. Errors are the contract's rule codes; `rule-messages.ts` shows them in the
 * visitor's language.
 */
interface Issue {
  path: PropertyKey[];
  message: string;
}

function firstIssuePerField<Values>(issues: readonly Issue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

export function personalErrors(values: PersonalValues): FieldErrors<PersonalValues> {
  const result = personalSchema.safeParse(values);
  return result.success ? {} : firstIssuePerField(result.error.issues);
}

export function vehicleErrors(values: VehicleValues): FieldErrors<VehicleValues> {
  const candidate = {
    ...values,
    type: values.type === '' ? undefined : values.type,
    year: values.year === '' ? undefined : values.year,
  };
  const result = vehicleSchema.safeParse(candidate);
  return result.success ? {} : firstIssuePerField(result.error.issues);
}

export function addressErrors(values: AddressValues): FieldErrors<AddressValues> {
  const result = addressSchema.safeParse(values);
  const errors: FieldErrors<AddressValues> = result.success ? {} : firstIssuePerField(result.error.issues);
  // The schema checks the ZIP only once every other field passes (its refinement follows a
  // transform); the visitor should not have to fill in the city to learn the ZIP is mistyped.
  if (!errors.zip && isUsCountry(values.country) && !isUsZip(values.zip)) errors.zip = 'zip_format';
  return errors;
}

/** SPEC section 5: step 1's Next stays disabled until the e-mail is valid and confirmed. */
export function emailReady(values: PersonalValues): boolean {
  const errors = personalErrors(values);
  return !errors.email && !errors.confirmEmail && values.confirmEmail.trim() !== '';
}

/** The whole wizard as the server will read it, or null while any step fails. */
export function validWizardData(values: WizardValues): ValidWizardData | null {
  const result = wizardDataSchema.safeParse({
    personal: values.personal,
    vehicle: { ...values.vehicle, year: values.vehicle.year === '' ? undefined : values.vehicle.year },
    address: values.address,
  });
  return result.success ? result.data : null;
}

/**
 * The step an address or a restored wizard may show: the one asked for, unless an earlier step does
 * not pass (SPEC section 4: Next is blocked until a step's checks pass), then that earlier step. The
 * review also needs the CAPTCHA passed.
 */
export function allowedStep(
  requested: WizardStep,
  values: WizardValues,
  captchaVerified: boolean,
): WizardStep {
  if (requested > 1 && hasErrors(personalErrors(values.personal))) return 1;
  if (requested > 2 && hasErrors(vehicleErrors(values.vehicle))) return 2;
  if (requested > 3 && (hasErrors(addressErrors(values.address)) || !captchaVerified)) return 3;
  return requested;
}
