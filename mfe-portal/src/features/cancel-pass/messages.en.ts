/** /cancel. Spanish: ./messages.es.ts, typed from this file. */
export const cancelPassMessagesEn = {
  cancelPass: {
    title: 'Cancel your pass',
    signInIntro: 'Sign in to cancel your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    whatEnds: 'What cancelling means',
    lastDay: 'Your pass keeps working through {date}, until 11:45 PM. Then it ends.',
    nothingCharged: 'Nothing more will be charged.',
    lostMonths: {
      one: 'You give up the {count} discounted autopay month ({percent}% off) you have left.',
      other: 'You give up the {count} discounted autopay months ({percent}% off) you have left.',
    },
    undoUntil: 'You can undo this until {date}.',
    reasonLegend: 'Why are you leaving?',
    reasons: {
      moving: 'I am moving away',
      price: 'The price',
      other_parking: 'I found other parking',
      temporary_absence: 'I will be away for a while',
      other: 'Something else',
    },
    otherText: 'Tell us in a few words',
    otherRequired: 'Tell us the reason in a few words.',
    confirm: 'Cancel at the end of my period',
    confirmTitle: 'Cancel your pass?',
    confirmMessage: 'Your pass ends after {date}. You can undo this until then.',
    confirmYes: 'Yes, cancel',
    keep: 'Keep my pass',
    pendingTitle: 'Your pass is set to end',
    pending: 'Your pass ends after {date}. Nothing more will be charged.',
    pendingReason: 'Reason: {reason}',
    undo: 'Undo: keep my pass',
    undone: 'Cancellation undone: your pass continues.',
    cancelled: 'Your pass will end after {date}. We e-mailed you a confirmation.',
    notCancelable: 'This pass has ended or lapsed, so there is nothing to cancel.',
    back: 'Back to my pass',
    errors: {
      alreadyPending: 'This pass is already set to end. Undo that first to change it.',
      notCancelable: 'This pass has ended or lapsed, so there is nothing to cancel.',
      notPending: 'There is no cancellation to undo (the pass may have ended). Reload the page.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/cancel-pass': typeof cancelPassMessagesEn;
  }
}
