/** /pause. Spanish: ./messages.es.ts, typed from this file. */
export const pausePassMessagesEn = {
  pausePass: {
    title: 'Pause your pass',
    link: 'Pause my pass',
    signInIntro: 'Sign in to pause your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    intro:
      'Away for a while? Pause autopay for whole months from the end of the period you paid. Nothing is charged while paused, the gate does not open for the pass, and your saved card stays on file.',
    spaceNotKept:
      'While your pass is paused, its space may go to someone on the waiting list. If the garage is full when your pause ends, your pass does not resume and the charge is refunded at once.',
    legend: 'How long?',
    months: { one: '{count} month', other: '{count} months' },
    firstDay: 'Paused from',
    resumeDay: 'Works again on',
    charge: 'Charged on {date}',
    confirm: 'Pause my pass',
    confirmTitle: 'Pause your pass?',
    confirmMessage:
      'Your pass is paused from {first}. It works again on {resume}, and {amount} is charged to your saved card on {chargeDay}.',
    confirmYes: 'Yes, pause it',
    keep: 'Go back',
    paused: 'Your pass is paused. We sent you an e-mail with the dates.',
    current:
      'Your pass is paused from {first}. It works again on {resume}; autopay charges your saved card on {chargeDay}.',
    currentTitle: 'Paused',
    back: 'Back to my pass',
    refusals: {
      pause_needs_autopay: 'Only a pass on autopay can be paused. Turn autopay on first.',
      pass_already_paused: 'This pass is already paused.',
      pause_too_recent: 'This pass was paused recently. You can pause it again from {date}.',
      pause_too_long: 'The garage allows shorter pauses than that. Choose one of the lengths shown.',
      cancel_already_pending:
        'This pass is set to end on its last day, so it cannot be paused. Undo the cancellation first.',
      pass_not_live: 'This pass has no paid period left to pause after. Renew it first.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/pause-pass': typeof pausePassMessagesEn;
  }
}
