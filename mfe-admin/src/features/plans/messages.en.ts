/** The Plans & Items page and its New/Edit Plan dialog (SPEC section 5). Spanish: ./messages.es.ts. */
export const plansMessagesEn = {
  admin: {
    plans: {
      title: 'Plans & Items',
      reload: 'Reload',
      newPlan: 'New Plan',
      plansHeading: 'Plans',
      itemsHeading: 'Products / Items',
      columns: { name: 'Name', description: 'Description', price: 'Price', edit: 'Edit' },
      autopayBadge: 'Auto-pay',
      hiddenBadge: 'Hidden',
      edit: 'Edit',
      editPlan: 'Edit {name}',
      plansFailed: 'Plans could not be loaded. Use Reload to try again.',
      noPlans: 'No plans found.',
      itemsFailed: 'Items could not be loaded. Use Reload to try again.',
      noItems: 'No items found.',
      pendingPrice: 'Autopay customers pay {old} until {date} ({count} e-mailed)',
      loadPlansError: 'Error loading plans',
      loadItemsError: 'Error loading items',
      form: {
        newTitle: 'New Plan',
        editTitle: 'Edit Plan',
        save: 'Save',
        name: 'Name',
        description: 'Description',
        nameEs: 'Spanish name',
        descriptionEs: 'Spanish description',
        spanishHint: 'Shown to Spanish readers; left empty, they see the English name.',
        price: 'Price (USD)',
        priceHint: 'Enter the amount in dollars, e.g. 250.00.',
        autopay: 'Auto-pay monthly recurring',
        created: 'Plan created',
        updated: 'Plan updated',
        saveError: 'Error saving plan',
        nameRequired: 'Name is required',
        priceRequired: 'Price is required',
        effectiveDate: 'Effective date for current autopay customers',
        effectiveDateHint: 'Leave empty for the earliest: 30 days from today. They are e-mailed at once.',
        priceTooSoon:
          'Autopay customers must be told 30 days ahead: the new price can reach them on {date} at the earliest.',
        priceInvalid: 'Enter the price in dollars, 0 or more, with at most two decimals (e.g. 250.00)',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/plans': typeof plansMessagesEn;
  }
}
