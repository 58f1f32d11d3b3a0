import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests Stryker reruns per mutant (`pnpm test:mutation`): the ones that pin the mutated money and
// rights paths. The whole suite per mutant would take hours on two cores (docs/decisions/mutation-testing.md).
// MUTATION_TESTS (comma-separated globs) narrows the set for a run over one file: the score it gives is a
// lower bound of the full run's, which only adds tests.
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);
// Stryker runs one isolated vitest per mutant: the suite's split into projects would bring back every file.
const { projects: _projects, ...shared } = base.test ?? {};

export default defineConfig({
  test: {
    ...shared,
    include: only?.length
      ? only
      : [
          'src/contract/calendar-date.test.ts',
          'src/contract/capabilities.test.ts',
          'src/domain/capacity.test.ts',
          'src/domain/payment-lifecycle/*.test.ts',
          'src/resources/billing/checkout/capacity.test.ts',
          'src/resources/billing/checkout/checkout.test.ts',
          'src/resources/billing/checkout/create-intent-refusals.test.ts',
          'src/resources/billing/receipt/*.test.ts',
          'src/resources/billing/webhook/*.test.ts',
          'src/resources/locations/locations.test.ts',
          'src/resources/locations/public-availability.test.ts',
          'src/resources/payments-public/autopay/autopay-flows.test.ts',
          'src/resources/payments-public/autopay/planned-provider.test.ts',
          'src/resources/payments-public/invites/invites.test.ts',
          'src/resources/payments-public/pass/pass.test.ts',
          'src/resources/payments-public/pass-payments/pass-payments.test.ts',
        ],
  },
});
