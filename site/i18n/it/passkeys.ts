/** Le passkey, in italiano: la sezione di /account e il pulsante di accesso su /login. */
import type { passkeys as english } from '../en/passkeys.ts';
import type { Translation } from '../translation.ts';

export const passkeys = {
  passkeys: {
    title: 'Passkey',
    intro:
      "Acceda con l'impronta digitale, il riconoscimento del volto o il blocco schermo invece che con una password. Una passkey resta sul suo dispositivo o nel suo gestore di password e funziona solo su questo sito.",
    loading: 'Caricamento delle sue passkey…',
    loadFailed: 'Non è stato possibile caricare le sue passkey: {message}',
    none: 'Non ha ancora nessuna passkey.',
    listLabel: 'Le sue passkey',
    synced: 'Sincronizzata',
    deviceBound: 'Solo questo dispositivo',
    addedOn: 'Aggiunta il {date}',
    lastUsed: 'ultimo uso il {date}',
    neverUsed: 'mai usata',
    add: 'Aggiungi una passkey',
    unsupported: 'Questo browser non può creare passkey. Per aggiungerne una usi un browser aggiornato.',
    addTitle: 'Aggiungi una passkey',
    addIntro:
      "Confermi la sua identità; poi il suo dispositivo le chiederà l'impronta digitale, il volto o il blocco schermo per creare la passkey.",
    continue: 'Continua',
    cancel: 'Annulla',
    working: 'Attenda…',
    addedTitle: 'Passkey aggiunta',
    addedDetail: 'Ora può accedere con «{name}».',
    addFailed: 'La passkey non è stata aggiunta',
    deviceCancelled:
      'Il suo dispositivo non ha creato alcuna passkey: l’operazione è stata annullata o ha richiesto troppo tempo.',
    rename: 'Rinomina',
    renameLabel: 'Nome della passkey',
    save: 'Salva',
    renamed: 'Passkey rinominata',
    renameFailed: 'La passkey non è stata rinominata',
    remove: 'Rimuovi',
    removeTitle: 'Rimuovere «{name}»?',
    removeIntro:
      'Non potrà più accedere con questa passkey. Resterà sul suo dispositivo finché non la cancellerà da lì.',
    removeConfirm: 'Rimuovi la passkey',
    removed: 'Passkey rimossa',
    otherSessionsEnded: 'Altre sessioni chiuse: {count}.',
    removeFailed: 'La passkey non è stata rimossa',
    actionsFor: '{action} «{name}»',
  },
  passkeySignIn: {
    or: 'oppure',
    button: 'Accedi con una passkey',
    working: 'In attesa della sua passkey…',
    failed: 'Accesso con passkey non riuscito',
    deviceCancelled: 'Non è stata usata alcuna passkey: l’operazione è stata annullata o ha richiesto troppo tempo.',
    unsupported: 'Questo browser non può usare le passkey.',
  },
} as const satisfies Translation<typeof english>;
