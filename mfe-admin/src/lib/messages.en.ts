/** Error texts shared by every admin screen (./admin-error-text.ts). Spanish: ./messages.es.ts. */
export const adminErrorMessagesEn = {
  admin: {
    errors: {
      server: 'Server error',
      network: 'The server could not be reached. Check the connection and try again.',
      forbidden: 'Your role does not allow this action.',
      sessionExpired: 'Your session has expired. Please log in again.',
      notFound: 'Not found',
      customerNotFound: 'Customer not found.',
      vehicleNotFound: 'Vehicle not found.',
      subscriptionNotFound: 'Subscription not found.',
      cardNotFound: 'Card not found.',
      cardNotAvailable: 'That card is not available any more. Pick another card.',
      cardCodesInvalid: 'Please enter a valid range or list of numbers.',
      cardNotLost: 'Only a lost card can be marked as found.',
      subscriptionNotActive: 'Only an active pass can be given a card.',
      subscriptionNotCancelable: 'This pass is already canceled or refunded.',
      subscriptionNotRefundable: 'This pass has no paid payment left to refund.',
      subscriptionNotCanceled: 'Only a canceled pass can be sent a new payment link.',
      noSpaceToReactivate: 'No space is free: this pass cannot be made active again until one frees up.',
      refundFailed: 'The payment service did not accept the refund. Nothing was changed; try again.',
      sameCardUnavailable: 'The previous card is no longer available. Pick another card.',
      cardAssignmentConflict:
        'This pass was given another card a moment ago, so nothing was changed. Reload the page to see it.',
      plateReadOnly: 'The plate cannot be changed here.',
      emailTaken: 'Another customer already uses that e-mail.',
      locationNotFound: 'Location not found.',
      invoiceNotFound: 'Invoice not found.',
      invoiceVoid: 'A void invoice cannot be e-mailed.',
      eventNotFound: 'Event not found.',
      mailSendFailed: 'The e-mail could not be sent. Try again.',
      providerUnavailable: 'The payment service is not reachable right now. Try again in a minute.',
      tooManyRequests: 'Too many requests. Wait a moment and try again.',
      serviceUnavailable: 'The service is busy. Try again in a moment.',
      invalidInput: 'Some fields are not valid. Check them and try again.',
      consentRequired:
        'The customer has not agreed to Auto-Pay, and staff cannot agree for them: they turn it on themselves in the payments portal, or through the Auto-Pay link you can e-mail them.',
      needSetup: 'The customer has no saved card. E-mail them the Auto-Pay link so they can save one.',
      passExpired: 'This pass has expired: it must be renewed before Auto-Pay can be turned on.',
      autopayAlreadyOn: 'Auto-Pay is already on for this pass.',
      mailCooldown: 'An e-mail was just sent to this customer. Wait a minute, then try again.',
      plateNotAllowed: 'That plate already has a live pass or is banned.',
      plateOnFile:
        'Another vehicle on file (of an ended pass) has that plate, so this one cannot take it. Check the plate, or search for that vehicle.',
      vehicleBanned: 'This vehicle is banned: its plate cannot be changed.',
    },
  },
};

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    adminErrors: typeof adminErrorMessagesEn;
  }
}
