/** /status (/health) page. Spanish: ./messages.es.ts, typed from this file. */
export const statusMessagesEn = {
  status: {
    title: 'System status',
    allOperational: 'All systems operational',
    someDown: 'One or more services are down',
    uptime: 'Uptime',
    uptimeValue: '{minutes} min',
    latency: 'Latency',
    latencyValue: '{ms} ms',
    services: 'Services',
    serviceName: 'Service',
    serviceState: 'State',
    up: 'Up',
    down: 'Down',
    client: 'Client',
    // The health endpoint's service ids; an id not listed here is shown as sent.
    serviceNames: { db: 'Database', payments: 'Payments', mail: 'Mail', captcha: 'CAPTCHA' },
    // The health endpoint's notes (HealthNote codes).
    notes: { offline_outbox: 'Offline outbox: e-mails are saved as files, not sent' },
    lastChecked: 'Last checked {time}',
    autoRefresh: 'Refreshes every 30 seconds.',
    refresh: 'Check now',
    checking: 'Checking…',
    frontEnds: {
      title: 'Front ends',
      module: 'Module',
      version: 'Version',
      servedFrom: 'Served from',
      state: 'State',
      built: 'Built {date}, {time}',
      unknown: 'Unknown',
      loaded: 'Loaded',
      notLoaded: 'Not loaded',
      names: { shell: 'Shell', signup: 'Sign-up', portal: 'Customer portal', admin: 'Staff admin' },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'shell/status': typeof statusMessagesEn;
  }
}
