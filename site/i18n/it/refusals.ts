/** The API's refusals by error code, in Italian (`../en/refusals.ts`). */

import type { refusals as english } from '../en/refusals.ts';
import type { Translation } from '../translation.ts';

export const refusals = {
  refusals: {
    rate_limited: 'Troppi tentativi. Riprovi tra {wait}.',
    rateLimitedLater: 'Troppi tentativi. Riprovi più tardi.',
    cohort_started:
      'Le candidature per questa coorte di design partner si sono chiuse al suo avvio. Ci scriva tramite il modulo di contatto per sapere della prossima.',
    service_unavailable: 'Al momento non possiamo salvare. Riprovi tra un attimo.',
    internal_error: 'Qualcosa non ha funzionato da parte nostra. Riprovi.',
    bad_request: 'Non è stato possibile leggere questa richiesta. Riprovi.',
    payload_too_large: 'Quanto ha inviato è troppo grande.',
    unauthorized: 'Effettui l’accesso.',
    forbidden: 'Il Suo conto non può farlo.',
    not_found: 'Elemento non trovato; forse è già stato rimosso.',
    invalid_credentials: 'Nome utente o password errati.',
    account_suspended:
      'Questo conto è sospeso. Scriva a hello@alpora.ch per sapere perché e come riottenere l’accesso.',
    sign_in_expired: 'Questo accesso è scaduto o è già stato usato. Acceda di nuovo.',
    invalid_code: 'Questo codice non è corretto. Lo controlli e riprovi.',
    reauthentication_required: 'Per questa modifica, acceda prima di nuovo.',
    passkey_not_accepted: 'Questa passkey non ha potuto confermare il Suo accesso. Riprovi.',
    passkey_sign_in_expired: 'Questo accesso con passkey è scaduto. Riprovi.',
    passkey_registration_expired: 'L’aggiunta di questa passkey ha richiesto troppo tempo. Ricominci.',
    passkey_exists: 'Questa passkey è già registrata.',
    passkey_not_verified: 'Non è stato possibile verificare la risposta del Suo dispositivo. Riprovi.',
    already_verified: 'Questo indirizzo e-mail è già verificato.',
    already_viewer: 'Questo indirizzo è già tra i Suoi osservatori.',
    email_unverified: 'Verifichi prima il Suo indirizzo e-mail: l’invito lo indica.',
    unreachable_address: 'Questo indirizzo e-mail non può ricevere messaggi. Lo modifichi prima.',
    no_enrolment: 'Nessuna configurazione attende un codice. Ricominci la configurazione.',
    totp_not_enabled: 'L’accesso a due fattori non è attivo per questo conto. Lo configuri prima.',
    slot_taken: 'Questo orario è appena stato preso; ne scelga un altro.',
    booking_cancelled: 'Questa demo è annullata. Ne prenoti una nuova sul sito.',
    booking_started: 'Questa demo è già iniziata; qui non può più essere modificata.',
    refused: 'Non è stato possibile accettarlo. Controlli i dati inseriti o scriva a hello@alpora.ch.',
    validation_failed: 'Alcuni campi mancano o non sono validi.',
  },
} as const satisfies Translation<typeof english>;
