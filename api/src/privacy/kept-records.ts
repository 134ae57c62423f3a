/**
 * What an erasure keeps, and why (docs/privacy.md#requests): the outcome of every erasure lists
 * these, and the mail telling the person it is done repeats them. Periods come from the data
 * map (content/data-map.yaml), so the answer states the periods the privacy policy states.
 *
 * @example keptAfterErasure({ staffWork: false }).map((kept) => kept.what)
 */
import { kindOf, retentionText } from '@alpora/shared/data-map';
import type { KeptRecord } from '@alpora/shared/schemas/privacy-requests';
import { dataMap } from './data-map-file.ts';

function period(kind: string): string {
  return retentionText(kindOf(dataMap(), kind).retention);
}

export interface KeptContext {
  /** The address held a staff account whose audit entries (its work on others' data) stay. */
  staffWork: boolean;
}

export function keptAfterErasure({ staffWork }: KeptContext): KeptRecord[] {
  const kept: KeptRecord[] = [
    {
      what: 'This request: your address, its dates and what we erased and kept',
      why: `To prove that we answered it, as data protection law requires; kept ${period('privacy-requests')} (data map: privacy-requests).`,
    },
    {
      what: 'The delivery record of the email telling you this request is done',
      why: `To prove that we told you; kept ${period('mail-log')} (data map: mail-log).`,
    },
    {
      what: "Audit log entries about what our staff did with your data, with the record's id only",
      why: `Accountability for our staff's work with personal data; kept ${period('audit-log')}, with nothing about you but ids (data map: audit-log).`,
    },
    {
      what: 'Server logs of your requests to the website',
      why: `Operating and securing the service; our host deletes them ${period('server-logs')} (data map: server-logs).`,
    },
    {
      what: 'Backups of the database made before the erasure',
      why: `Restoring the service after a failure; each is deleted ${period('backups')} (data map: backups).`,
    },
    {
      what: 'Trading records and anti-money-laundering files, where we hold any, outside this website',
      why: `The law requires us to keep them, trading records ${period('trading-records')} (data map: trading-records, aml-files).`,
    },
  ];
  if (staffWork) {
    kept.push({
      what: 'Audit log entries of your own work as our staff, under your username',
      why: `Accountability for what our team did with personal data; kept ${period('audit-log')} (data map: audit-log).`,
    });
  }
  return kept;
}

/** What an access answer says of the data that is not tied to an address (docs/privacy.md#requests). */
export const NOT_TIED_TO_AN_ADDRESS: readonly string[] = [
  'Analytics events name no one: they hold no address and no id that leads to you, so none can be found by your address.',
  "Cookie banner choices are recorded under a random id your browser made, not under your address: we cannot find them by it. Clearing your browser's storage for our site ends the link.",
];
