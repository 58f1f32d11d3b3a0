import { api, parseResponse } from 'api/client';
import type { WaitlistValues } from './waitlist-validation';

/** POST /api/leads; throws the client's ApiError (its message is shown to the visitor). */
export async function joinWaitlist(values: WaitlistValues, captchaPass: string | null): Promise<void> {
  const lastName = values.lastName.trim();
  await parseResponse(
    api.leads.$post({
      json: {
        firstName: values.firstName.trim(),
        lastName: lastName === '' ? undefined : lastName,
        email: values.email.trim(),
        tag: 'waitlist',
        website: values.website,
        ...(captchaPass ? { captchaPass } : {}),
      },
    }),
  );
}
