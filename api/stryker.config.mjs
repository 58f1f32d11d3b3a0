// Mutation testing of the money and rights paths: `pnpm test:mutation` (docs/decisions/mutation-testing.md).
// Not part of `pnpm test`: it reruns the related tests once per mutant, minutes on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Under pnpm Stryker cannot find the runner by name.
  plugins: [
    new URL('./node_modules/@stryker-mutator/vitest-runner/dist/src/index.js', import.meta.url).pathname,
  ],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/contract/calendar-date.ts',
    'src/contract/capabilities.ts',
    'src/domain/capacity.ts',
    'src/domain/payment-lifecycle/apply-once.ts',
    'src/domain/payment-lifecycle/checkout-fulfilment.ts',
    'src/domain/payment-lifecycle/autopay-renewals.ts',
    'src/domain/payment-lifecycle/pass-payment.ts',
    'src/resources/billing/checkout/checkout-input.ts',
    'src/resources/billing/webhook/provider-events.service.ts',
  ],
  // One runner: the machine has two cores shared with others; each runner is a whole vitest process.
  concurrency: 1,
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 90 },
  timeoutMS: 30_000,
  // The first run executes every selected test once with coverage: over a minute on a busy machine.
  dryRunTimeoutMinutes: 15,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
