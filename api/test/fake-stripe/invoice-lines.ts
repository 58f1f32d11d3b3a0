import { newId } from './stripe-wire';

/** An invoice line for a one-off invoice item, shaped as Stripe's `line_item` fixture. */
export function invoiceItemLine(amount: number, start: number, end: number) {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: 'usd',
    description: 'One-off item',
    discountable: true,
    livemode: false,
    metadata: {},
    parent: {
      type: 'invoice_item_details',
      invoice_item_details: { invoice_item: newId('ii'), proration: false, subscription: null },
      subscription_item_details: null,
    },
    period: { start, end },
    quantity: 1,
  };
}

/** The subscription item's line of an invoice, shaped as Stripe's `line_item` fixture. */
export function subscriptionItemLine(amount: number, start: number, end: number, subscription: string) {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: 'usd',
    description: '1 × Monthly pass',
    discountable: true,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        subscription,
        subscription_item: `si_${subscription.slice(4)}`,
      },
    },
    period: { start, end },
    quantity: 1,
  };
}
