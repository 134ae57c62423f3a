/**
 * The answer to an access request as a file (docs/privacy.md#requests): everything
 * `readMailboxData` found, one section per data map kind with the kind's name, purpose and
 * period, and a word on the data that is not tied to an address. As JSON, sections of labelled
 * records; as CSV, one document of four columns (section, record, field, value), one row per
 * field, so records of every shape fit one sheet. The CSV is written by `csvDocument`, so no
 * value a person typed can start a formula (docs/decisions.md §60).
 *
 * @example const file = accessExport(data, { email, format: 'csv', now }); c.body(file.body, 200, { 'Content-Type': file.contentType });
 */
import { kindOf, retentionText } from '@alpora/shared/data-map';
import type { PrivacyExportFormat } from '@alpora/shared/schemas/privacy-requests';
import { csvDocument } from '#api/lib/csv.ts';
import { dataMap } from './data-map-file.ts';
import { NOT_TIED_TO_AN_ADDRESS } from './kept-records.ts';
import type { FieldValue, MailboxData } from './mailbox-data.ts';

export interface ExportSection {
  kind: string;
  name: string;
  purpose: string;
  legalBasis: string;
  keptFor: string;
  records: { what: string; fields: Record<string, FieldValue> }[];
}

export interface AccessExport {
  email: string;
  generatedAt: string;
  controller: string;
  policyVersion: string;
  sections: ExportSection[];
  notTiedToAnAddress: readonly string[];
}

export function accessExportDocument(data: MailboxData, email: string, now: Date): AccessExport {
  const map = dataMap();
  return {
    email,
    generatedAt: now.toISOString(),
    controller: `${map.controller.name}, ${map.controller.address}`,
    policyVersion: map.policy.version,
    sections: data.sections.map((section) => {
      const kind = kindOf(map, section.kind);
      return {
        kind: kind.id,
        name: kind.name,
        purpose: kind.purpose,
        legalBasis: kind.legalBasis,
        keptFor: retentionText(kind.retention),
        records: section.records.map(({ what, fields }) => ({ what, fields })),
      };
    }),
    notTiedToAnAddress: NOT_TIED_TO_AN_ADDRESS,
  };
}

export interface ExportFile {
  body: string;
  contentType: string;
  /** privacy-export-<date>.json or .csv */
  fileName: string;
}

const CSV_HEADER = ['section', 'record', 'field', 'value'] as const;

function csvOf(document: AccessExport): string {
  const rows: (readonly FieldValue[])[] = [
    ['About this file', 'Export', 'email', document.email],
    ['About this file', 'Export', 'generatedAt', document.generatedAt],
    ['About this file', 'Export', 'controller', document.controller],
  ];
  for (const section of document.sections) {
    rows.push([section.name, 'Section', 'purpose', section.purpose]);
    rows.push([section.name, 'Section', 'keptFor', section.keptFor]);
    for (const [index, record] of section.records.entries()) {
      const label = `${record.what} ${index + 1}`;
      for (const [field, value] of Object.entries(record.fields)) rows.push([section.name, label, field, value]);
    }
  }
  for (const [index, note] of document.notTiedToAnAddress.entries()) {
    rows.push(['Not tied to an address', `Note ${index + 1}`, 'note', note]);
  }
  return csvDocument(CSV_HEADER, rows);
}

export function accessExportFile(document: AccessExport, format: PrivacyExportFormat): ExportFile {
  const day = document.generatedAt.slice(0, 10);
  if (format === 'csv') {
    return { body: csvOf(document), contentType: 'text/csv; charset=utf-8', fileName: `privacy-export-${day}.csv` };
  }
  return {
    body: `${JSON.stringify(document, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    fileName: `privacy-export-${day}.json`,
  };
}
