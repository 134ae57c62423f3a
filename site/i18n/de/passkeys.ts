/** Passkeys: der Abschnitt auf /account und die Anmeldeschaltfläche auf /login (docs/security.md#passkeys). */
import type { passkeys as english } from '../en/passkeys.ts';
import type { Translation } from '../translation.ts';

export const passkeys = {
  passkeys: {
    title: 'Passkeys',
    intro:
      'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an. Ein Passkey bleibt auf Ihrem Gerät oder in Ihrem Passwortmanager und funktioniert nur auf dieser Website.',
    loading: 'Ihre Passkeys werden geladen…',
    loadFailed: 'Ihre Passkeys konnten nicht geladen werden: {message}',
    none: 'Sie haben noch keinen Passkey.',
    listLabel: 'Ihre Passkeys',
    synced: 'Synchronisiert',
    deviceBound: 'Nur dieses Gerät',
    addedOn: 'Hinzugefügt am {date}',
    lastUsed: 'zuletzt verwendet am {date}',
    neverUsed: 'nie verwendet',
    add: 'Passkey hinzufügen',
    unsupported:
      'Dieser Browser kann keine Passkeys erstellen. Verwenden Sie einen aktuellen Browser, um einen hinzuzufügen.',
    addTitle: 'Passkey hinzufügen',
    addIntro:
      'Bestätigen Sie, dass Sie es sind; danach fragt Ihr Gerät nach Fingerabdruck, Gesicht oder Bildschirmsperre, um den Passkey zu erstellen.',
    continue: 'Weiter',
    cancel: 'Abbrechen',
    working: 'Bitte warten…',
    addedTitle: 'Passkey hinzugefügt',
    addedDetail: 'Sie können sich jetzt mit «{name}» anmelden.',
    addFailed: 'Der Passkey wurde nicht hinzugefügt',
    deviceCancelled: 'Ihr Gerät hat keinen Passkey erstellt: Der Vorgang wurde abgebrochen oder dauerte zu lange.',
    rename: 'Umbenennen',
    renameLabel: 'Name des Passkeys',
    save: 'Speichern',
    renamed: 'Passkey umbenannt',
    renameFailed: 'Der Passkey wurde nicht umbenannt',
    remove: 'Entfernen',
    removeTitle: '«{name}» entfernen?',
    removeIntro:
      'Sie können sich mit diesem Passkey nicht mehr anmelden. Er bleibt auf Ihrem Gerät, bis Sie ihn dort löschen.',
    removeConfirm: 'Passkey entfernen',
    removed: 'Passkey entfernt',
    otherSessionsEnded: 'Abgemeldete andere Sitzungen: {count}.',
    removeFailed: 'Der Passkey wurde nicht entfernt',
    actionsFor: '{action}: «{name}»',
  },
  passkeySignIn: {
    or: 'oder',
    button: 'Mit einem Passkey anmelden',
    working: 'Warten auf Ihren Passkey…',
    failed: 'Anmeldung mit Passkey fehlgeschlagen',
    deviceCancelled: 'Es wurde kein Passkey verwendet: Der Vorgang wurde abgebrochen oder dauerte zu lange.',
    unsupported: 'Dieser Browser kann keine Passkeys verwenden.',
  },
} as const satisfies Translation<typeof english>;
