import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests Stryker reruns per mutant (`pnpm test:mutation`): the ones that pin the mutated money and
// rights paths. The whole suite per mutant would take hours on two cores (docs/decisions/mutation-testing.md).
export default defineConfig({
  test: {
    ...base.test,
    include: [
      'src/contract/calendar-date.test.ts',
      'src/contract/capabilities.test.ts',
      'src/resources/autopay/autopay-flows.test.ts',
      'src/resources/checkout/capacity.test.ts',
      'src/resources/checkout/checkout.test.ts',
      'src/resources/locations/public-availability.test.ts',
      'src/resources/passes/*.test.ts',
      'src/resources/provider-events/*.test.ts',
    ],
  },
});
