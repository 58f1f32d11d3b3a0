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
      plateLimitReached: 'This pass already has 4 plates. Remove one before adding another.',
      plateOnOtherPass: 'That plate is on another live pass or banned, so it cannot be added.',
      plateAlreadyOnPass: 'That plate is already on this pass.',
      plateNotOnPass: 'That plate is no longer on this pass. Reload to see its plates.',
      plateEndOutOfRange: 'A temporary plate’s last day must be today or within the next 30 days.',
      passNotLive: 'This pass has ended: its plates can no longer be changed.',
      deviceKeyInvalid: 'This device key is not valid: it is mistyped, was rotated or was revoked.',
      gateDeviceNotFound: 'This gate device no longer exists. Reload the page to see the current list.',
      gateDeviceRevoked:
        'This gate device is revoked: it cannot be changed or given a new key. Register it again as a new device.',
      refundRequestPending:
        'A refund of this pass is already waiting for approval. It is on the checklist for a second person.',
      refundRequestNotFound: 'This refund request no longer exists. Reload the page.',
      refundRequestDecided:
        'This refund was already approved or declined. Reload the page to see what happened.',
      refundOwnRequest: 'You asked for this refund, so another person must approve or decline it.',
      refundAmountChanged:
        'The pass was paid again since this refund was asked for. Decline this request and ask for the refund again.',
      eraseConfirmationMismatch:
        'That is not the customer’s e-mail on file. Nothing was erased; type it again.',
      customerErased: 'This customer’s personal data was already erased.',
      refundApprovalInvalid: 'Enter an amount of 0 or more, in dollars and cents (for example 300.00).',
      /** Validation rules (api/contract/validation-rules.ts) by their code, for a field or a whole form. */
      rules: {
        credential_type: 'The credential must be a card (rfid) or a plate (licensePlate).',
        credential_value: 'The card number or plate must have 1 to 20 characters.',
        plate_region: 'Choose where the plate was issued: a US state or a Mexican state.',
        gate_direction: 'The direction must be in or out.',
        event_time: 'The time must be a date and time with its offset from UTC.',
        cursor: 'The feed position must be a whole number, 0 or more.',
        feed_limit: 'The limit must be a whole number from 1 to 1000.',
        decisions_limit: 'The limit must be a whole number from 1 to 200.',
        webhook_url:
          'The webhook address must start with http:// or https:// and have at most 500 characters.',
        device_name: 'Give the device a name of at most 60 characters.',
        device_kind: 'Choose entry, exit or both.',
        anti_passback: 'Choose off, warn or enforce for anti-passback.',
        facility_code: 'The facility code is a whole number from 0 to 65535, or empty.',
        decision_filter: 'Choose all, allowed or denied decisions.',
        plan_name_required: 'Give the plan a name.',
        plan_name_too_long: 'A plan’s name can have at most 120 characters, in each language.',
        plan_description_too_long:
          'A plan’s description can have at most 1,000 characters, in each language.',
        price_cents: 'Enter a price of 0 or more, in dollars and cents (for example 250.00).',
      },
    },
  },
};

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    adminErrors: typeof adminErrorMessagesEn;
  }
}
