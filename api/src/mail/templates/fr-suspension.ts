/**
 * Les mots français des e-mails qui informent un titulaire de la suspension ou du rétablissement
 * de son compte (docs/back-office.md#users, docs/decisions.md §185). Repris dans `fr.ts`. Le motif
 * noté par le personnel n’y figure pas : c’est une note interne (§185).
 */
import { accountReason } from './fr-account.ts';

export const suspensionMailTexts = {
  accountSuspended: {
    subject: 'Votre compte Alpora est suspendu',
    preview:
      'Toutes les sessions ont été fermées, et personne ne peut se connecter au compte tant qu’il n’est pas rétabli.',
    heading: 'Votre compte est suspendu',
    body: (username: string, at: string) =>
      `Nous avons suspendu le compte Alpora ${username} le ${at}. Toutes les sessions du compte ont été fermées immédiatement, et personne ne peut s’y connecter, par quelque moyen que ce soit, tant que nous ne l’avons pas rétabli. Ses données restent inchangées.`,
    contact: 'Pour en connaître la raison et savoir comment retrouver l’accès, écrivez à',
    reason: accountReason,
  },
  accountReinstated: {
    subject: 'Votre compte Alpora est rétabli',
    preview: 'Vous pouvez de nouveau vous connecter comme auparavant.',
    heading: 'Votre compte est rétabli',
    body: (username: string, at: string) =>
      `Nous avons levé la suspension du compte Alpora ${username} le ${at}. Vous pouvez de nouveau vous connecter comme auparavant : rien n’a changé dans votre manière de vous connecter.`,
    button: 'Se connecter',
    contact: 'Des questions sur la suspension ? Écrivez à',
    reason: accountReason,
  },
};
