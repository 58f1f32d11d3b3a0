/** Add Batch (SPEC sections 2 'Add Cards', 5 and 8). Spanish: ./messages.es.ts. */
export const cardsBatchMessagesEn = {
  admin: {
    cardsBatch: {
      title: 'Add Batch',
      location: 'Location',
      locationOption: 'Garage #{id}',
      addHeading: 'Add cards',
      from: 'From',
      to: 'To',
      fromHint: 'A first number, or a list: 5, 12, 0042',
      toHint: 'Leave empty to add the list in From.',
      add: 'Add to list',
      invalidRange: 'Please enter a valid range or list of numbers.',
      duplicatesSkipped: '{count} number(s) were already in the list and were not added again.',
      overLimit:
        'A batch holds at most {max} cards; the numbers after that were not added. Save this batch first.',
      instructionsHeading: 'How to add cards',
      instructions1: 'Range: type the first card number in From and the last in To (both included).',
      instructions2: 'List: type numbers separated by commas in From and leave To empty.',
      instructions3: 'Numbers have 1 to 12 digits; leading zeros are kept (0042 and 42 are two cards).',
      instructions4: 'Check the list, then Save All. Numbers already stored are skipped.',
      stagedHeading: 'Cards to save',
      stagedCount: '{count} of {max} card(s) in this batch',
      cardNumber: 'Card #',
      actions: 'Actions',
      delete: 'Delete',
      deleteCard: 'Delete card {code}',
      empty: 'Add cards above to see them here.',
      saveAll: 'Save All',
      noCards: 'No cards to save',
      saved: 'Cards saved: {added} added, {skipped} already stored and skipped.',
      saveError: 'Error saving cards',
      limitHeading: 'Online sales',
      maxOnline: 'Max Online Sales Spaces',
      maxOnlineHint: 'How many passes can be sold online. Lowering it never cancels a sold pass.',
      available: 'Available online now: {count}',
      applyLimit: 'Apply limit',
      limitUpdated: 'Limit updated',
      limitError: 'Error saving limit',
      limitInvalid: 'Enter a whole number, 0 or more.',
      refundHeading: 'Refund approval',
      refundThreshold: 'Refunds above this need a second person ($)',
      refundThresholdHint:
        'A refund larger than this amount waits on the checklist until another person approves it. 0: every refund waits.',
      applyRefundThreshold: 'Save amount',
      refundThresholdUpdated: 'Refund approval amount saved',
      refundThresholdError: 'Error saving the refund approval amount',
      refundThresholdInvalid: 'Enter an amount of 0 or more, in dollars and cents (for example 300.00).',
      inventoryError: 'Failed to load inventory',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/cards-batch': typeof cardsBatchMessagesEn;
  }
}
