/** La preuve qu’exige une modification sensible sur /account (docs/decisions.md §109, §114, §117). */
import type { recentProof as english } from '../en/recent-proof.ts';
import type { Translation } from '../translation.ts';

export const recentProof = {
  recentProof: {
    currentPassword: 'Mot de passe actuel',
    currentPasswordHint: 'Pour nous assurer qu’il s’agit bien de vous.',
    bySignIn:
      'Votre compte se connecte via votre organisation ; une connexion au cours des 15 dernières minutes confirme cette modification.', // claim: recent-sign-in
    noPassword: 'Votre compte se connecte via votre organisation ; il n’a donc pas de mot de passe à modifier ici.',
    endOtherSessions: 'Me déconnecter de mes autres sessions',
    endOtherSessionsHint:
      'Met fin à toutes les autres sessions de navigateur connectées à votre compte. Celle-ci reste connectée.',
    cancel: 'Annuler',
    working: 'Veuillez patienter…',
  },
} as const satisfies Translation<typeof english>;
