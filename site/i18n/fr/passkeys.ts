/** Les clés d’accès : la section de /account et le bouton de connexion de /login (docs/security.md#passkeys). */
import type { passkeys as english } from '../en/passkeys.ts';
import type { Translation } from '../translation.ts';

export const passkeys = {
  passkeys: {
    title: 'Clés d’accès',
    intro:
      'Connectez-vous avec votre empreinte digitale, votre visage ou le verrouillage de votre écran plutôt qu’avec un mot de passe. Une clé d’accès reste sur votre appareil ou dans votre gestionnaire de mots de passe et ne fonctionne que sur ce site.',
    loading: 'Chargement de vos clés d’accès…',
    loadFailed: 'Vos clés d’accès n’ont pas pu être chargées : {message}',
    none: 'Vous n’avez pas encore de clé d’accès.',
    listLabel: 'Vos clés d’accès',
    synced: 'Synchronisée',
    deviceBound: 'Cet appareil uniquement',
    addedOn: 'Ajoutée le {date}',
    lastUsed: 'dernière utilisation le {date}',
    neverUsed: 'jamais utilisée',
    add: 'Ajouter une clé d’accès',
    unsupported: 'Ce navigateur ne peut pas créer de clés d’accès. Utilisez un navigateur récent pour en ajouter une.',
    addTitle: 'Ajouter une clé d’accès',
    addIntro:
      'Confirmez qu’il s’agit bien de vous ; votre appareil vous demandera ensuite votre empreinte digitale, votre visage ou le verrouillage de l’écran pour créer la clé d’accès.',
    continue: 'Continuer',
    cancel: 'Annuler',
    working: 'Veuillez patienter…',
    addedTitle: 'Clé d’accès ajoutée',
    addedDetail: 'Vous pouvez désormais vous connecter avec « {name} ».',
    addFailed: 'La clé d’accès n’a pas été ajoutée',
    deviceCancelled: 'Votre appareil n’a pas créé de clé d’accès : l’opération a été annulée ou a pris trop de temps.',
    rename: 'Renommer',
    renameLabel: 'Nom de la clé d’accès',
    save: 'Enregistrer',
    renamed: 'Clé d’accès renommée',
    renameFailed: 'La clé d’accès n’a pas été renommée',
    remove: 'Supprimer',
    removeTitle: 'Supprimer « {name} » ?',
    removeIntro:
      'Vous ne pourrez plus vous connecter avec cette clé d’accès. Elle reste sur votre appareil jusqu’à ce que vous l’y supprimiez.',
    removeConfirm: 'Supprimer la clé d’accès',
    removed: 'Clé d’accès supprimée',
    otherSessionsEnded: 'Autres sessions déconnectées : {count}.',
    removeFailed: 'La clé d’accès n’a pas été supprimée',
    actionsFor: '{action} « {name} »',
  },
  passkeySignIn: {
    or: 'ou',
    button: 'Se connecter avec une clé d’accès',
    working: 'En attente de votre clé d’accès…',
    failed: 'Échec de la connexion par clé d’accès',
    deviceCancelled: 'Aucune clé d’accès n’a été utilisée : l’opération a été annulée ou a pris trop de temps.',
    unsupported: 'Ce navigateur ne peut pas utiliser de clés d’accès.',
  },
} as const satisfies Translation<typeof english>;
