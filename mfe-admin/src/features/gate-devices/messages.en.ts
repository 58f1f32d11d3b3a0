/** Gate devices and the locations' gate rules (/admin/gate/devices). Spanish: ./messages.es.ts. */
export const gateDevicesMessagesEn = {
  admin: {
    gateDevices: {
      title: 'Gate devices',
      description:
        'The gate controllers and plate cameras that read the access list. Each has its own key, which works only for its location.',
      register: 'Register device',
      caption: 'Gate devices',
      empty: 'No gate devices yet. Register the first controller or camera.',
      loadError: 'The gate devices could not be loaded.',
      columns: {
        name: 'Name',
        location: 'Location',
        kind: 'Direction',
        key: 'Key',
        state: 'Connection',
        webhook: 'Last webhook',
        actions: 'Actions',
      },
      kinds: { entry: 'Entry only', exit: 'Exit only', both: 'Entry and exit' },
      keyPrefix: '{prefix}…',
      online: 'Online',
      offline: 'Offline',
      revoked: 'Revoked',
      revokedAt: 'Revoked {time}',
      lastSeen: 'Last call {time}',
      neverSeen: 'Has not called yet',
      webhook: {
        none: 'No webhook: the device polls',
        noneYet: 'Nothing sent yet',
        delivered: 'Delivered {time}',
        failed: 'Failed {time}',
        status: 'HTTP status {status}',
        noAnswer: 'no answer',
        nextAttempt: 'Next try {time}',
      },
      actions: {
        edit: 'Edit',
        editDevice: 'Edit {name}',
        rotate: 'Rotate key',
        rotateDevice: 'Rotate key of {name}',
        revoke: 'Revoke',
        revokeDevice: 'Revoke {name}',
        deliveries: 'Deliveries',
        deliveriesOf: 'Webhook deliveries of {name}',
      },
      form: {
        registerTitle: 'Register a gate device',
        registerDescription:
          'Its key and webhook signing secret are shown once, right after you register it: have the device’s settings open.',
        editTitle: 'Edit {name}',
        name: 'Name',
        nameHint: 'How staff tell it apart, e.g. “North entry camera”.',
        location: 'Location',
        kind: 'Direction',
        webhookUrl: 'Webhook address (optional)',
        webhookHint:
          'Where every change to the access list is pushed, signed. Leave it empty if the device only asks for changes itself.',
        save: 'Save',
        registerSubmit: 'Register',
        saved: '{name} saved.',
        fixFields: 'Check the fields marked in red.',
      },
      secrets: {
        registeredTitle: '{name} is registered',
        rotatedTitle: 'New key for {name}',
        warning:
          'Copy the key and the webhook signing secret into the device now. They are shown only this once and cannot be shown again: if they are lost, rotate the key.',
        apiKey: 'API key',
        webhookSecret: 'Webhook signing secret',
        copy: 'Copy',
        copyApiKey: 'Copy the API key',
        copyWebhookSecret: 'Copy the webhook signing secret',
        copied: '{what} copied.',
        copyFailed: 'Could not copy: select the text and copy it by hand.',
        done: 'I have copied them',
      },
      rotate: {
        title: 'Rotate the key of {name}?',
        message:
          'The current key stops working at once, and so does the webhook signing secret. The device needs the new key and secret, shown once on the next screen.',
        confirm: 'Rotate key',
        done: 'The old key of {name} no longer works.',
      },
      revoke: {
        title: 'Revoke {name}?',
        message:
          'Its key stops working at once: the device can no longer read the access list or ask the gate. This cannot be undone; to use the device again, register it anew.',
        confirm: 'Revoke',
        done: '{name} is revoked.',
      },
      deliveries: {
        title: 'Webhook deliveries of {name}',
        description: 'The last 50 tries, newest first.',
        caption: 'Webhook deliveries',
        empty: 'No webhook has been sent to this device yet.',
        loadError: 'The deliveries could not be loaded.',
        columns: {
          time: 'Time',
          changes: 'Changes',
          attempt: 'Try',
          result: 'Result',
          next: 'Next try',
        },
        range: '{from} to {to}',
        ok: 'Delivered',
        failed: 'Failed',
        close: 'Close',
      },
      settings: {
        heading: 'Gate rules by location',
        loadError: 'The gate rules could not be loaded.',
        antiPassback: 'Anti-passback',
        antiPassbackHint:
          'Off: a pass may come in twice. Warn: it is let in and the decision says so. Enforce: a second entry without an exit is refused (and an exit without an entry).',
        modes: { off: 'Off', warn: 'Warn', enforce: 'Enforce' },
        facilityCode: 'Facility code (optional)',
        facilityCodeHint:
          'The site code printed on the garage’s cards, 0 to 65535, for controllers that need it.',
        save: 'Save rules',
        saved: 'Gate rules of {location} saved.',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/gate-devices': typeof gateDevicesMessagesEn;
  }
}
