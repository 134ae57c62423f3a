/**
 * A cancelled demo (docs/back-office.md#demo-booking), to the visitor and to the team, with the
 * calendar cancellation attached (METHOD:CANCEL, the booking's UID, a higher SEQUENCE), so the
 * event leaves the calendars it was added to.
 *
 * @example renderMail('demo-cancelled', { audience: 'visitor', uid, sequence: 1, stamp, start, end, timeZone: 'Europe/Berlin', organizer, attendee, siteUrl })
 */
import { createElement as h } from 'react';
import { demoInvitationProps, invitationFile, whenOf } from './demo-invitation-props.ts';
import { DetailsTable, MailButton, MailHeading, Paragraph } from './elements.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const demoCancelled = defineMailTemplate({
  props: demoInvitationProps,
  subject: (props, texts) => {
    const when = whenOf(props, texts);
    const subjects = texts.demoCancelled.subject;
    return props.audience === 'team'
      ? subjects.team(props.person?.name ?? props.attendee, when)
      : subjects.visitor(when);
  },
  attachments: (props, texts) => [invitationFile(props, 'CANCEL', texts)],
  component: ({ props, texts }) => {
    const t = texts.demoCancelled;
    const when = whenOf(props, texts);
    const rows = [{ label: texts.demoBooked.whenLabel, value: when }];
    if (props.audience === 'team' && props.person) {
      rows.push({ label: texts.demoBooked.nameLabel, value: props.person.name });
      rows.push({ label: texts.demoBooked.emailLabel, value: props.attendee });
    }
    return h(
      Layout,
      { texts, preview: when, reason: t.reason[props.audience] },
      h(MailHeading, null, t.heading[props.audience]),
      h(Paragraph, null, t.body[props.audience]),
      h(DetailsTable, { texts, rows }),
      ...(props.audience === 'visitor'
        ? [
            h(Paragraph, { key: 'again' }, t.bookAgain),
            h(MailButton, { key: 'button', href: props.siteUrl }, t.bookButton),
          ]
        : []),
    );
  },
});
