/** /plates. Spanish: ./messages.es.ts, typed from this file. */
export const platesMessagesEn = {
  plates: {
    title: 'Your plates',
    signInIntro:
      'Sign in to change the plates of your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    intro:
      'Your pass can carry up to {max} plates. Only one of its vehicles may be inside the garage at a time.',
    listTitle: 'Plates on this pass',
    main: 'Main plate',
    temporary: 'Temporary',
    issuedIn: 'Issued in {state}',
    lastDay: 'Last day: {date}',
    mainHint: 'The main plate is the vehicle the pass was bought for. To change it, call the garage office.',
    remove: 'Remove {plate}',
    removeTitle: 'Remove plate {plate}?',
    removeMessage: 'The gate stops letting {plate} in right away.',
    removeConfirm: 'Remove plate',
    removed: 'Plate {plate} removed.',
    addTitle: 'Add a plate',
    plate: 'Plate',
    plateHint: 'Letters and numbers only, as on the plate.',
    plateState: 'Issued in',
    plateStateUnsure: 'Not sure',
    plateStateUs: 'United States',
    plateStateMx: 'Mexico',
    isTemporary: 'Temporary plate (a rental or a loaner)',
    endsOn: 'Last day',
    endsOnHint: 'The gate lets it in until 11:45 PM that day, up to {date}.',
    add: 'Add plate',
    added: 'Plate {plate} added: the gate lets it in now.',
    changesLeft: 'Changes left this week: {count} of {max}.',
    full: 'This pass has {max} plates. Remove one to add another.',
    back: 'Back to your pass',
    errors: {
      plateFormat: 'Enter the plate with letters A-Z and numbers only, at most 15.',
      endsOn: 'Choose the last day, from today up to {date}.',
      limit: 'This pass already has {max} plates. Remove one before adding another.',
      otherPass:
        'That plate cannot be added: it is on another pass or not allowed here. Check it, or call the garage office.',
      alreadyOnPass: 'That plate is already on this pass.',
      notOnPass: 'That plate is no longer on this pass. The list was updated.',
      passNotLive: 'This pass has ended, so its plates can no longer be changed.',
      changeLimit:
        'You made 7 plate changes in the last 7 days. You can change plates again on {date} at {time}.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/plates': typeof platesMessagesEn;
  }
}
