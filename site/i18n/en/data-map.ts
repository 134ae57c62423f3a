/**
 * Words of the pages that show the data map (docs/privacy.md#data-map): the privacy policy's
 * lists and the record of processing activities. The map itself gives the facts. Read at build
 * time only (site/lib/privacy-tables.ts), so not spread into the dictionary of ../en.ts, which
 * every island bundles.
 */
export const dataMap = {
  dataMap: {
    purpose: 'Purpose',
    legalBasis: 'Legal basis',
    subjects: 'Whose data',
    data: 'What data',
    recipients: 'Who receives it',
    retention: 'How long we keep it',
    kept: 'Kept',
    deletedBy: 'Deleted by',
    lifetime: 'Kept',
    where: {
      localStorage: 'local storage',
      sessionStorage: 'session storage',
      cookie: 'cookie',
    },
    /** What deletes a kind when its period ends (content/data-map.yaml `enforcedBy`). */
    enforcedBy: {
      purge: 'our server, which checks every hour and deletes what is past its period',
      backup: 'our backup job, which deletes older backups each time it writes a new one',
      host: 'our hosting provider, which deletes its logs after this period',
      owner:
        'you or the client it belongs to: it ends when you unsubscribe, or when you ask us to erase it (/privacy/request)',
      records: 'our company records, kept outside this website as the law requires and then deleted',
      team: 'our team, who delete it from our mailbox when its period ends',
    },
    record: {
      controller: 'Controller',
      name: 'Name and address',
      contact: 'Contact',
      activities: 'Processing activities',
      abroad: 'Disclosure abroad',
      security: 'Security measures',
      privacyPolicy: 'Read the privacy policy',
    },
  },
} as const;
