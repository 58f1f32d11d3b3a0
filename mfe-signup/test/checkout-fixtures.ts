import { renderHook } from '@testing-library/react';
import type { ValidWizardData } from 'api/contract/wizard-data';
import type { Mock } from 'vitest';
import { useCreateCheckoutIntent } from '../src/features/checkout/api/use-create-checkout-intent';
import { useCreateSubscription } from '../src/features/checkout/api/use-create-subscription';
import type { CardConfirmResult, CardFormHandle } from '../src/features/checkout/checkout-types';
import type { CheckoutWrites } from '../src/features/checkout/run-checkout';
import { WithQueryClient } from './query-client';

export const WIZARD: ValidWizardData = {
  personal: {
    firstName: 'Ana',
    lastName: 'López',
    phoneDial: '+52',
    phone: '6641234567',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
  },
  vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2020, color: 'White', plate: 'BCN42' },
  address: {
    addr1: 'Av. Revolución 1',
    addr2: '',
    city: 'Tijuana',
    state: 'Baja California',
    country: 'Mexico',
    zip: '22000',
  },
};

export const succeeded = (paymentMethod: string | null = 'pm_1'): CardConfirmResult => ({
  status: 'succeeded',
  paymentMethod,
  error: null,
});

export type MockCardForm = { [K in keyof CardFormHandle]: Mock<CardFormHandle[K]> };

/** A card form whose answers each test scripts. */
export function fakeCardForm(overrides: Partial<MockCardForm> = {}): MockCardForm {
  return {
    prepare: vi.fn<CardFormHandle['prepare']>().mockResolvedValue(null),
    confirmPayment: vi.fn<CardFormHandle['confirmPayment']>().mockResolvedValue(succeeded()),
    confirmSetup: vi.fn<CardFormHandle['confirmSetup']>().mockResolvedValue(succeeded()),
    handleNextAction: vi.fn<CardFormHandle['handleNextAction']>().mockResolvedValue(succeeded()),
    ...overrides,
  };
}

export const intentResponse = (type: 'payment' | 'setup', n = 1) => ({
  clientSecret: `${type === 'payment' ? 'pi' : 'seti'}_sbx_${n}_secret_x`,
  intentType: type,
  checkoutToken: `checkout-token-${n}`,
  customerId: `checkout-token-${n}`,
  carId: null,
  amountCents: type === 'payment' ? 25000 : 22000,
  holdExpiresAt: '2030-01-01T00:00:00.000Z',
});

/** The checkout's requests as the page runs them: through its mutation hooks, under a QueryClient. */
export function checkoutWrites(): CheckoutWrites {
  const { result } = renderHook(
    () => ({ createIntent: useCreateCheckoutIntent(), subscribe: useCreateSubscription() }),
    { wrapper: WithQueryClient },
  );
  return {
    createIntent: result.current.createIntent.mutateAsync,
    subscribe: result.current.subscribe.mutateAsync,
  };
}
