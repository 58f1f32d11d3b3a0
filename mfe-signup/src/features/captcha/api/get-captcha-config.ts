import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET captcha/config`: Turnstile (with its site key) or the offline challenge. */
export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: ['signup', 'captcha-config'],
    queryFn: ({ signal }) => parseResponse(api.captcha.config.$get({}, { init: { signal } })),
  });
