import { DIAL_CODE_OPTIONS } from './dial-codes';
import { readJson, remove, writeJson } from './session-json';
import { EMPTY_WIZARD_VALUES, type WizardValues } from './wizard-values';

/**
 * What the visitor has typed so far, as typed, so a reload, the browser's Back and Forward, or coming
 * back from another site shows it again (docs/decisions/signup-wizard-history.md). sessionStorage: this
 * tab only, gone when it closes. Only the wizard's own fields (name, phone, e-mail, vehicle, mailing
 * address) and whether its CAPTCHA passed; never card data (the wizard has none: the card is typed into
 * the provider's form on /checkout) nor the CAPTCHA's one-time token. Dropped by Clear, by a purchase
 * (/success) and once older than a day. Reading it needs no schema (zod), so the landing's first view
 * of the wizard stays free of it; wizard-start.ts checks it against the rules when it must.
 */
export const WIZARD_DRAFT_KEY = 'signup.wizard-draft.v1';

/**
 * A day: a visitor who leaves the tab for hours (the queue at the border) finds the form as they left
 * it; a tab forgotten on a shared computer does not keep someone's address for days.
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface WizardDraft {
  values: WizardValues;
  captchaVerified: boolean;
}

interface StoredDraft extends WizardDraft {
  savedAt: number;
}

const isEmpty = (values: WizardValues) => JSON.stringify(values) === JSON.stringify(EMPTY_WIZARD_VALUES);

/** Keeps the draft, or forgets it when nothing has been typed yet. */
export function saveDraft(draft: WizardDraft, now: number = Date.now()): void {
  if (isEmpty(draft.values) && !draft.captchaVerified) {
    clearDraft();
    return;
  }
  const stored: StoredDraft = { ...draft, savedAt: now };
  writeJson(WIZARD_DRAFT_KEY, stored);
}

export function clearDraft(): void {
  remove(WIZARD_DRAFT_KEY);
}

/** A field as stored when it is text, else as if never typed. */
function text(section: unknown, field: string, fallback: string): string {
  const value = typeof section === 'object' && section !== null ? Reflect.get(section, field) : undefined;
  return typeof value === 'string' ? value : fallback;
}

/** Each known field that holds text, the rest empty: a hand-edited or older draft cannot break the form. */
function valuesFrom(stored: unknown): WizardValues {
  const source = typeof stored === 'object' && stored !== null ? stored : {};
  const read = <S extends keyof WizardValues>(section: S): WizardValues[S] => {
    const kept = Reflect.get(source, section);
    const empty = EMPTY_WIZARD_VALUES[section];
    return Object.fromEntries(
      Object.entries(empty).map(([field, fallback]) => [field, text(kept, field, fallback)]),
      // Every field of the section, each a string; phoneDial and type are narrowed below.
    ) as unknown as WizardValues[S];
  };
  const personal = read('personal');
  const vehicle = read('vehicle');
  return {
    personal: {
      ...personal,
      phoneDial: DIAL_CODE_OPTIONS.some((option) => option.value === personal.phoneDial)
        ? personal.phoneDial
        : EMPTY_WIZARD_VALUES.personal.phoneDial,
    },
    vehicle: {
      ...vehicle,
      type: vehicle.type === 'car' || vehicle.type === 'motorcycle' ? vehicle.type : '',
    },
    address: read('address'),
  };
}

/** The draft of this tab, or null when there is none or it is too old (then it is dropped). */
export function loadDraft(now: number = Date.now()): WizardDraft | null {
  const stored = readJson(WIZARD_DRAFT_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const savedAt = Reflect.get(stored, 'savedAt');
  if (typeof savedAt !== 'number' || !(savedAt <= now && now - savedAt < DRAFT_MAX_AGE_MS)) {
    clearDraft();
    return null;
  }
  return {
    values: valuesFrom(Reflect.get(stored, 'values')),
    captchaVerified: Reflect.get(stored, 'captchaVerified') === true,
  };
}
