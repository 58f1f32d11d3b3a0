/** The garage's location and map. Spanish: ./messages.es.ts, typed from this file. */
export const mapMessagesEn = {
  landing: {
    map: {
      title: 'Location',
      label: 'Map showing where the garage is',
      marker: 'Border Garage',
      directions: 'Get directions',
      directionsHint: 'Opens your maps app in a new window.',
      unavailable: 'The map could not be loaded.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/map': typeof mapMessagesEn;
  }
}
