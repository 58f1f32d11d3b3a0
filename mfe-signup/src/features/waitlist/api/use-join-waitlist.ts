import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { normalizePlate } from 'api/contract/plate-format';
import type { Language } from 'design-system/i18n/language';
import type { WaitlistValues } from '../waitlist-validation';

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export type JoinWaitlistInput = {
  values: WaitlistValues;
  captchaPass: string | null;
  /** The page's, so the confirmation and offer e-mails reach the visitor in the language they joined in. */
  lang: Language;
};

/**
 * `POST leads`: a place on the waitlist. Nothing to invalidate: a new lead frees or takes no space (the
 * live count is unchanged) and its status page is read by the private link the e-mail brings.
 */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: async ({ values, captchaPass, lang }: JoinWaitlistInput) => {
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
    },
  });
}
