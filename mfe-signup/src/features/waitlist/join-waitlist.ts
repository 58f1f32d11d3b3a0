import { api, parseResponse } from 'api/client';
import { normalizePlate } from 'api/contract/plate-format';
import type { Language } from 'design-system/i18n/language';
import type { WaitlistValues } from './waitlist-validation';

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * POST /api/leads; throws the client's ApiError. The language is the page's, so the confirmation and
 * offer e-mails reach the visitor in the language they joined in.
 */
export async function joinWaitlist(
  values: WaitlistValues,
  captchaPass: string | null,
  lang: Language,
): Promise<void> {
  const plate = optional(values.plate);
  await parseResponse(
    api.leads.$post({
      json: {
        firstName: optional(values.firstName),
        lastName: optional(values.lastName),
        email: values.email.trim(),
        ...(plate ? { plate: normalizePlate(plate) } : {}),
        lang,
        tag: 'waitlist',
        website: values.website,
        ...(captchaPass ? { captchaPass } : {}),
      },
    }),
  );
}
