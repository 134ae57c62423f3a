/**
 * The Atom feed (RFC 4287) of incidents, so customers can follow the status page
 * in a feed reader. Entries are the latest incidents, resolved ones included.
 */
import type { Incident } from '@alpora/shared/schemas/status';

const STATE_LABEL: Record<Incident['status'], string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function entry(incident: Incident, pageUrl: string): string {
  const link = `${pageUrl}#incident-${incident.id}`;
  const updates = incident.updates
    .map(
      (update) =>
        `<p><strong>${STATE_LABEL[update.status]}</strong> (${update.createdAt}): ${escapeXml(update.message)}</p>`,
    )
    .join('');
  return [
    '  <entry>',
    `    <title>${escapeXml(`[${STATE_LABEL[incident.status]}] ${incident.title}`)}</title>`,
    `    <id>urn:alpora:incident:${incident.id}</id>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <published>${incident.createdAt}</published>`,
    `    <updated>${incident.updatedAt}</updated>`,
    `    <category term="${incident.impact}"/>`,
    `    <summary>${escapeXml(incident.updates[0]?.message ?? incident.title)}</summary>`,
    `    <content type="html">${escapeXml(updates)}</content>`,
    '  </entry>',
  ].join('\n');
}

export function incidentsAtom(incidents: readonly Incident[], { origin, now }: { origin: string; now: Date }): string {
  const pageUrl = `${origin}/status`;
  const updated =
    incidents
      .map((incident) => incident.updatedAt)
      .sort()
      .at(-1) ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>Alpora System Status: incidents</title>',
    `  <id>urn:alpora:status:incidents</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/api/status/incidents.atom`)}"/>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Alpora</name></author>',
    ...incidents.map((incident) => entry(incident, pageUrl)),
    '</feed>',
    '',
  ].join('\n');
}
