/**
 * A booked demo, or one moved to another time (docs/back-office.md#demo-booking), to the
 * visitor and to the team, with the calendar invitation attached (METHOD:REQUEST; a move keeps
 * the UID and raises the SEQUENCE, so the calendar updates the event it has). The visitor's copy
 * carries the link that cancels or moves the demo and repeats nothing they typed
 * (docs/decisions.md §69); the team's copy has the visitor's details.
 *
 * @example renderMail('demo-booked', { audience: 'visitor', moved: false, uid, sequence: 0, stamp, start, end, timeZone: 'Europe/Berlin', organizer, attendee, manageUrl, siteUrl })
 */

import { zoneName } from '@alpora/shared/demo-time';
import { createElement as h } from 'react';
import { z } from 'zod';
import { demoInvitationProps, invitationFile, minutesOf, whenOf } from './demo-invitation-props.ts';
import { DetailsTable, MailButton, MailHeading, Paragraph, SpelledOutLink } from './elements.ts';
import { Layout } from './layout.ts';
import { defineMailTemplate } from './template.ts';

export const demoBooked = defineMailTemplate({
  props: demoInvitationProps.extend({ moved: z.boolean() }),
  subject: (props, texts) => {
    const subjects = props.moved ? texts.demoBooked.movedSubject : texts.demoBooked.subject;
    const when = whenOf(props, texts);
    return props.audience === 'team'
      ? subjects.team(props.person?.name ?? props.attendee, when)
      : subjects.visitor(when);
  },
  attachments: (props, texts) => [invitationFile(props, 'REQUEST', texts)],
  component: ({ props, texts }) => {
    const t = texts.demoBooked;
    const minutes = minutesOf(props);
    const when = whenOf(props, texts);
    const zone = zoneName(new Date(props.start), props.timeZone, texts.intlLocale);
    const times = [
      { label: t.whenLabel, value: when },
      { label: t.lengthLabel, value: t.minutes(minutes) },
    ];
    if (props.audience === 'team') {
      const person = props.person;
      const rows = [
        ...times,
        { label: t.nameLabel, value: person?.name ?? '' },
        { label: t.emailLabel, value: props.attendee },
        ...(person?.company ? [{ label: t.companyLabel, value: person.company }] : []),
        ...(person?.message ? [{ label: t.messageLabel, value: person.message }] : []),
        { label: t.visitorZoneLabel, value: person?.timeZone ?? '' },
      ];
      return h(
        Layout,
        { texts, preview: when, reason: t.reason.team },
        h(MailHeading, null, props.moved ? t.teamMovedHeading : t.heading.team),
        h(DetailsTable, { texts, rows }),
        h(Paragraph, { muted: true }, t.zoneNote(zone)),
        h(Paragraph, null, t.teamBody),
      );
    }
    return h(
      Layout,
      { texts, preview: when, reason: t.reason.visitor },
      h(MailHeading, null, props.moved ? t.heading.moved : t.heading.booked),
      h(Paragraph, null, t.body(minutes)),
      h(DetailsTable, { texts, rows: times }),
      h(Paragraph, { muted: true }, t.zoneNote(zone)),
      ...(props.manageUrl
        ? [
            h(Paragraph, { key: 'intro' }, t.manageIntro),
            h(MailButton, { key: 'button', href: props.manageUrl }, t.manageButton),
            h(SpelledOutLink, { key: 'link', intro: t.linkIntro, href: props.manageUrl }),
          ]
        : []),
      h(Paragraph, null, t.signOff),
    );
  },
});
