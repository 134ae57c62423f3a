/**
 * What an erasure keeps, and why (docs/privacy.md#requests): one list, which the outcome of
 * every erasure and the mail saying it is done repeat, and which /privacy/request shows before
 * anyone asks, so the page promises exactly what an answer will say. Periods come from the data
 * map (content/data-map.yaml), so both state the periods the privacy policy states.
 *
 * @example keptAfterErasure(DATA_MAP, { staffWork: false }).map((kept) => kept.what)
 */
import { type DataMap, kindOf, retentionText } from './data-map.ts';
import type { KeptRecord } from './schemas/privacy-requests.ts';

export interface KeptContext {
  /** The address held a staff account whose audit entries (its work on others' data) stay. */
  staffWork: boolean;
}

export function keptAfterErasure(map: DataMap, { staffWork }: KeptContext): KeptRecord[] {
  const period = (kind: string) => retentionText(kindOf(map, kind).retention);
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
