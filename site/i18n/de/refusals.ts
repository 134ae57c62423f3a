/** The API's refusals by error code, in German (`../en/refusals.ts`). */

import type { refusals as english } from '../en/refusals.ts';
import type { Translation } from '../translation.ts';

export const refusals = {
  refusals: {
    rate_limited: 'Zu viele Versuche. Bitte versuchen Sie es in {wait} erneut.',
    rateLimitedLater: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    cohort_started:
      'Die Bewerbungen für diese Design-Partner-Kohorte sind mit ihrem Start geschlossen. Schreiben Sie uns über das Kontaktformular, um von der nächsten zu erfahren.',
    service_unavailable: 'Wir können das gerade nicht speichern. Bitte versuchen Sie es gleich noch einmal.',
    internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    bad_request: 'Diese Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    payload_too_large: 'Was Sie gesendet haben, ist zu gross.',
    unauthorized: 'Bitte melden Sie sich an.',
    forbidden: 'Ihr Konto darf das nicht.',
    not_found: 'Das wurde nicht gefunden; vielleicht wurde es bereits entfernt.',
    invalid_credentials: 'Benutzername oder Passwort ist falsch.',
    account_suspended:
      'Dieses Konto ist gesperrt. Schreiben Sie an hello@alpora.ch, um den Grund zu erfahren und wie Sie wieder Zugang erhalten.',
    sign_in_expired: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an.',
    invalid_code: 'Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es erneut.',
    reauthentication_required: 'Melden Sie sich für diese Änderung zuerst erneut an.',
    passkey_not_accepted: 'Dieser Passkey konnte Ihre Anmeldung nicht bestätigen. Versuchen Sie es erneut.',
    passkey_sign_in_expired: 'Diese Anmeldung mit Passkey ist abgelaufen. Versuchen Sie es erneut.',
    passkey_registration_expired: 'Das Hinzufügen dieses Passkeys hat zu lange gedauert. Beginnen Sie von vorn.',
    passkey_exists: 'Dieser Passkey ist bereits registriert.',
    passkey_not_verified: 'Die Antwort Ihres Geräts konnte nicht geprüft werden. Versuchen Sie es erneut.',
    already_verified: 'Diese E-Mail-Adresse ist bereits bestätigt.',
    already_viewer: 'Diese Adresse gehört bereits zu Ihren Betrachtern.',
    email_unverified: 'Bestätigen Sie zuerst Ihre eigene E-Mail-Adresse: Die Einladung nennt sie.',
    unreachable_address: 'Diese E-Mail-Adresse kann keine Mails empfangen. Ändern Sie sie zuerst.',
    no_enrolment: 'Keine Einrichtung wartet auf einen Code. Beginnen Sie die Einrichtung erneut.',
    totp_not_enabled: 'Die Zwei-Faktor-Anmeldung ist für dieses Konto nicht eingeschaltet. Richten Sie sie zuerst ein.',
    slot_taken: 'Dieser Termin wurde soeben vergeben; wählen Sie einen anderen.',
    booking_cancelled: 'Diese Demo ist abgesagt. Buchen Sie auf der Website eine neue.',
    booking_started: 'Diese Demo hat bereits begonnen; sie lässt sich hier nicht mehr ändern.',
    refused: 'Das konnte nicht angenommen werden. Prüfen Sie Ihre Angaben, oder schreiben Sie an hello@alpora.ch.',
    validation_failed: 'Einige Felder fehlen oder sind ungültig.',
  },
} as const satisfies Translation<typeof english>;
