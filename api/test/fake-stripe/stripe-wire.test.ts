import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './stripe-wire';

describe('parseStripeForm', () => {
  it('reads the bracketed form encoding the SDK sends', () => {
    expect(
      parseStripeForm(
        'customer=cus_1&items[0][price]=price_1&metadata[checkout_id]=5&expand[0]=a&expand[1]=b.c',
      ),
    ).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }],
      metadata: { checkout_id: '5' },
      expand: ['a', 'b.c'],
    });
  });
});
