/**
 * Every English word of the mails. A template reads its texts only from its locale's
 * dictionary, so another language is one more file of this shape (`de.ts`, `fr.ts`, `it.ts`)
 * listed in `dictionaries.ts`. Texts that repeat the website's promises quote the website
 * (docs/product.md#leads), so a mail never promises what the site does not.
 *
 * @example en.confirmSubscription.subject('status') // "Confirm your subscription to Alpora status updates"
 */
import { INTL_LOCALES } from '@alpora/shared/locales';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { IncidentImpact, IncidentState } from '@alpora/shared/schemas/status';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { SignInMethod } from '#api/auth/sign-in-methods.ts';
import { accountMailTexts } from './en-account.ts';
import { demoMailTexts } from './en-demo.ts';
import { invitationMailTexts } from './en-invitations.ts';
import { privacyMailTexts } from './en-privacy.ts';
import { suspensionMailTexts } from './en-suspension.ts';

type AcknowledgedKind = 'contact' | 'demo' | 'design-partner';

const listNames: Record<SubscriptionList, string> = {
  updates: 'product updates',
  status: 'status updates',
};

const leadKinds: Record<LeadKind, string> = {
  waitlist: 'waitlist sign-up',
  plan: 'plan sign-up',
  'one-pager': 'one-pager request',
  demo: 'demo request',
  contact: 'contact message',
  'design-partner': 'design partner application',
};

const incidentStates: Record<IncidentState, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

/** How a sign-in was made, as the owner's /account page names it (site/i18n/en/sessions.ts). */
const signInMethods: Record<SignInMethod, string> = {
  password: 'Password',
  'password+totp': 'Password and authenticator code',
  'password+recovery-code': 'Password and recovery code',
  'password+passkey': 'Password and passkey',
  passkey: 'Passkey',
  sso: 'Single sign-on',
  'sso+totp': 'Single sign-on and authenticator code',
  'sso+recovery-code': 'Single sign-on and recovery code',
  'sso+passkey': 'Single sign-on and passkey',
  registration: 'Registration',
};

const incidentImpacts: Record<IncidentImpact, string> = { minor: 'Minor', major: 'Major', critical: 'Critical' };

export const en = {
  /** Formats dates and numbers (packages/shared/src/locales.ts); each language names its own. */
  intlLocale: INTL_LOCALES.en as string,
  layout: {
    unsubscribeQuestion: 'No longer want these emails?',
    unsubscribe: 'Unsubscribe',
    /** The company's seat as the site's settings write it (content/en/settings/site.yaml `location`). */
    seat: 'Zug, Switzerland',
    /** A label before its value ("When:"); French puts a no-break space before the colon. */
    label: (label: string) => `${label}:`,
  },
  ...accountMailTexts,
  ...invitationMailTexts,
  ...demoMailTexts,
  ...suspensionMailTexts,
  ...privacyMailTexts,
  confirmSubscription: {
    subject: (list: SubscriptionList) => `Confirm your subscription to Alpora ${listNames[list]}`,
    preview: (list: SubscriptionList) => `One click and you get Alpora ${listNames[list]}.`,
    heading: 'Confirm your email address',
    body: (list: SubscriptionList) =>
      `Please confirm that you want to receive Alpora ${listNames[list]} at this address.`,
    button: 'Confirm subscription',
    linkIntro: 'If the button does not work, open this link:',
    validity: (days: number) => `The link is valid for ${days} days.`,
    ignore: 'If you did not ask for this, ignore this email: until you confirm, we send you nothing.',
    reason: 'You get this email because this address was entered to subscribe on the Alpora website.',
  },
  alreadySubscribed: {
    subject: (list: SubscriptionList) => `You already get Alpora ${listNames[list]}`,
    preview: (list: SubscriptionList) => `This address is already subscribed to Alpora ${listNames[list]}.`,
    heading: 'You are already subscribed',
    body: (list: SubscriptionList) =>
      `This address already gets Alpora ${listNames[list]}, so there is nothing more to do.`,
    leave: 'If you no longer want them, unsubscribe with the link below.',
    ignore: 'If you did not ask for this, ignore this email: nothing has changed.',
    reason: 'You get this email because this address was entered to subscribe on the Alpora website.',
  },
  leadNotification: {
    kind: (kind: LeadKind) => leadKinds[kind],
    subject: (kind: LeadKind, person: string) => `New ${leadKinds[kind]}: ${person}`,
    preview: (kind: LeadKind, person: string) => `${person} sent a ${leadKinds[kind]}.`,
    heading: (kind: LeadKind) => `New ${leadKinds[kind]}`,
    from: 'From',
    receivedAt: 'Received',
    details: 'Details',
    campaign: 'Campaign',
    campaignLabels: {
      source: 'Source (utm_source)',
      medium: 'Medium (utm_medium)',
      campaign: 'Campaign (utm_campaign)',
      referrer: 'Referrer',
      page: 'Page',
    },
    noCampaign: 'No campaign data came with this lead.',
    /** The lead's columns, labelled as the site's forms label them (site/i18n/en/forms.ts). */
    fieldLabels: {
      name: 'Name',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      company: 'Company',
      persona: 'I am a…',
      selected_plan: 'Plan',
      role: 'Role',
      aum_band: 'Assets under management',
      use_case: 'Primary use case',
      monthly_volume: 'Monthly trading volume',
      timeline: 'Implementation timeline',
      infrastructure: 'Current infrastructure',
      message: 'Message',
      submission_count: 'Submissions so far',
    },
    consent: 'Consent',
    consentLabels: { version: 'Version', at: 'Given at', page: 'Page' },
    reason: 'You get this email because this address receives the leads of the Alpora website.',
  },
  leadAcknowledgement: {
    subject: {
      contact: 'We received your message',
      demo: 'We received your demo request',
      'design-partner': 'We received your application',
    } satisfies Record<AcknowledgedKind, string>,
    heading: {
      contact: 'Message sent',
      demo: 'Request received',
      'design-partner': 'Application received',
    } satisfies Record<AcknowledgedKind, string>,
    /** The website's success texts, word for word (docs/product.md#leads). */
    body: {
      contact: () => 'Thank you for reaching out. Our target is a reply within one business day.',
      demo: (minutes: number) =>
        `Thank you. Our target is a reply within one business day to schedule your ${minutes}-minute demo.`,
      'design-partner': () =>
        'Thank you for your interest! We will review your application; our target is a reply within 48 hours.',
    },
    signOff: 'The Alpora team',
    reason: {
      contact: 'You get this email because this address was entered in the contact form of the Alpora website.',
      demo: 'You get this email because this address was entered to request a demo on the Alpora website.',
      'design-partner':
        'You get this email because this address was entered to apply as a design partner on the Alpora website.',
    } satisfies Record<AcknowledgedKind, string>,
  },
  incidentUpdate: {
    state: (state: IncidentState) => incidentStates[state],
    impact: (impact: IncidentImpact) => incidentImpacts[impact],
    subject: (state: IncidentState, title: string) => `${incidentStates[state]}: ${title}`,
    preview: (state: IncidentState, title: string) =>
      `Alpora status: ${title} is ${incidentStates[state].toLowerCase()}.`,
    statusLabel: 'Status',
    impactLabel: 'Impact',
    updatedLabel: 'Updated',
    button: 'Open the status page',
    reason: 'You get this email because you subscribed to Alpora status updates.',
  },
  policyChange: {
    subject: (title: string, day: string) => `Changes to our ${title} from ${day}`,
    preview: (title: string, day: string) => `A new version of our ${title} takes effect on ${day}.`,
    heading: (title: string) => `Our ${title} is changing`,
    intro: (title: string, day: string) => `A new version of our ${title} takes effect on ${day}. What changes:`,
    /** Without the title: a button's label does not wrap, and a long title would widen the mail. */
    button: 'Read the full text',
    linkIntro: 'If the button does not work, open this link:',
    until: (day: string) => `Until ${day} the current version applies.`,
    reason: {
      client: 'You get this email because you have a client account with Alpora.',
      subscriber: 'You get this email because you confirmed product updates from Alpora at this address.',
    },
  },
  opsAlert: {
    subject: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `DOWN: ${service}` : `RECOVERED: ${service}`,
    heading: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `${service} is down` : `${service} has recovered`,
    stateLabel: 'State',
    state: (state: 'down' | 'recovered'): string => (state === 'down' ? 'Down' : 'Recovered'),
    atLabel: (state: 'down' | 'recovered'): string => (state === 'down' ? 'Down since' : 'Recovered at'),
    detailLabel: 'Detail',
    reason: 'You get this email because this address receives the operator alerts of this Alpora server.',
  },
  newSignIn: {
    subject: 'New sign-in to your Alpora account',
    preview: (device: string) => `Your account was signed in from ${device}, a browser it had not used before.`,
    heading: 'New sign-in to your account',
    intro: (username: string) => `Your account ${username} was signed in from a browser it had not used before.`,
    atLabel: 'When (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Network',
    methodLabel: 'Signed in with',
    method: signInMethods,
    unknownDevice: 'an unknown browser',
    unknown: 'Unknown',
    ifYou: 'If this was you, there is nothing to do.',
    ifNotYou: 'If this was not you, change your password now and choose "Sign out everywhere" on your account page.',
    button: 'Open your account page',
    linkIntro: 'If the button does not work, open this link:',
    reason: 'You get this email because you have an account with Alpora and it was signed in from a new browser.',
  },
  secondStepFailed: {
    subject: 'Someone failed to sign in to your Alpora account',
    preview: 'The first step of a sign-in to your account was right; the second step failed, and nobody was signed in.',
    heading: 'A sign-in to your account was stopped',
    intro: (username: string, first: 'password' | 'sso') =>
      first === 'password'
        ? `Someone entered the right password of your account ${username}, then a wrong code or passkey five times. The sign-in was ended and nobody was signed in.`
        : `Someone signed in to your account ${username} through your organisation, then entered a wrong code or passkey five times. The sign-in was ended and nobody was signed in.`,
    atLabel: 'When (UTC)',
    deviceLabel: 'Browser',
    networkLabel: 'Network',
    unknown: 'Unknown',
    ifYou:
      'If this was you, there is nothing to do: sign in again with your authenticator app, a recovery code or your passkey.',
    ifNotYou: {
      password: 'If this was not you, someone knows your password: change it now on your account page.',
      sso: "If this was not you, someone can sign in as you at your organisation: tell your organisation's administrator.",
    },
    button: 'Open your account page',
    linkIntro: 'If the button does not work, open this link:',
    reason: 'You get this email because you have an account with Alpora and a sign-in to it failed its second step.',
  },
};
