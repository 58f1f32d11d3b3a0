import type { ValidWizardData } from 'api/contract/wizard-data';
import type { DialCode } from './dial-codes';

/**
 * What the wizard's inputs hold: text as typed (the year as the chosen list value). The contract's
 * schemas turn it into wizard data; keeping strings here means a half-filled form never has to
 * pretend to be valid data.
 */
export interface PersonalValues {
  firstName: string;
  lastName: string;
  phoneDial: DialCode;
  phone: string;
  email: string;
  confirmEmail: string;
}

export interface VehicleValues {
  type: '' | 'car' | 'motorcycle';
  make: string;
  model: string;
  year: string;
  color: string;
  plate: string;
  /** Where the plate was issued ('US-CA', 'MX-BCN'); '' when the buyer is not sure. */
  plateState: string;
}

export interface AddressValues {
  addr1: string;
  addr2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

export interface WizardValues {
  personal: PersonalValues;
  vehicle: VehicleValues;
  address: AddressValues;
}

export type WizardSection = keyof WizardValues;

export const EMPTY_WIZARD_VALUES: WizardValues = {
  personal: { firstName: '', lastName: '', phoneDial: '+1', phone: '', email: '', confirmEmail: '' },
  vehicle: { type: '', make: '', model: '', year: '', color: '', plate: '', plateState: '' },
  address: { addr1: '', addr2: '', city: '', state: '', country: '', zip: '' },
};

/** Back from saved (already validated) data to what the inputs show, e.g. for Edit after a restore. */
export function valuesFromWizardData(data: ValidWizardData): WizardValues {
  return {
    personal: {
      firstName: data.personal.firstName,
      lastName: data.personal.lastName ?? '',
      phoneDial: data.personal.phoneDial,
      phone: data.personal.phone,
      email: data.personal.email,
      confirmEmail: data.personal.confirmEmail,
    },
    vehicle: {
      type: data.vehicle.type,
      make: data.vehicle.make,
      model: data.vehicle.model,
      year: String(data.vehicle.year),
      color: data.vehicle.color,
      plate: data.vehicle.plate,
      plateState: data.vehicle.plateState ?? '',
    },
    address: {
      addr1: data.address.addr1,
      addr2: data.address.addr2 ?? '',
      city: data.address.city,
      state: data.address.state,
      country: data.address.country,
      zip: data.address.zip ?? '',
    },
  };
}
