/** /admin/passes/pause-rules. Spanish: ./messages.es.ts, typed from this file. */
export const pauseRulesMessagesEn = {
  admin: {
    pauseRules: {
      title: 'Pause rule',
      description:
        'How customers on autopay may pause their pass in the portal. Changes apply to pauses asked from now on.',
      maxMonths: 'Longest pause',
      oneMonth: '1 month',
      twoMonths: '2 months',
      everyMonths: 'Months between pauses',
      everyMonthsHint:
        'A pass may be paused again this many months after its last pause was asked (1 to 24).',
      keepsSpace: 'A paused pass keeps its space',
      keepsSpaceHint:
        'When off, the space goes to the waiting list during the pause, and the pass resumes only if a space is free.',
      save: 'Save rule',
      saved: 'Pause rule saved.',
      loadError: 'The pause rule could not be loaded. Try again.',
      saveError: 'The pause rule was not saved. Check the values and try again.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/pause-rules': typeof pauseRulesMessagesEn;
  }
}
