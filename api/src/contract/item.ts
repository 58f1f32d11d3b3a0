export type Item = {
  id: number;
  name: string;
  description: string;
  price_cents: number;
};

/** Name of the item whose price is the replacement (lost) card fee. */
export const LOSS_FEE_ITEM_NAME = 'Loss fee';
