import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests Stryker reruns per mutant (`pnpm test:mutation`): the ones that pin the mutated money and
// rights paths. The whole suite per mutant would take hours on two cores (docs/decisions/mutation-testing.md).
// MUTATION_TESTS (comma-separated globs) narrows the set for a run over one file: the score it gives is a
// lower bound of the full run's, which only adds tests.
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    ...base.test,
    include: only?.length
      ? only
      : [
          'src/contract/calendar-date.test.ts',
          'src/contract/capabilities.test.ts',
          'src/domain/capacity.test.ts',
          'src/resources/autopay/autopay-flows.test.ts',
          'src/resources/checkout/capacity.test.ts',
          'src/resources/checkout/checkout.test.ts',
          'src/resources/locations/locations.test.ts',
          'src/resources/locations/public-availability.test.ts',
          'src/resources/passes/*.test.ts',
          'src/resources/portal/portal.test.ts',
          'src/resources/provider-events/*.test.ts',
        ],
  },
});
