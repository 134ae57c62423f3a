/**
 * Ce qu’un effacement conserve, et pourquoi, en français (docs/privacy.md#requests) : les mots de
 * ../kept-after-erasure.ts que /fr/privacy/request affiche et que l’e-mail répondant à un
 * effacement reprend.
 */
import type { KeptWords } from '../kept-after-erasure.ts';
import { retentionPeriod } from '../retention-period.ts';

export const FRENCH_KEPT_WORDS: KeptWords = {
  period: (retention) => retentionPeriod(retention, 'fr'),
  kinds: (ids: string) => `(carte des données : ${ids})`,
  request: {
    what: 'Cette demande : votre adresse, ses dates et ce que nous avons effacé et conservé',
    why: (period: string) =>
      `Pour prouver que nous y avons répondu, comme l’exige la législation sur la protection des données ; conservation : ${period}`,
  },
  delivery: {
    what: 'La preuve de distribution de l’e-mail vous annonçant que cette demande est traitée',
    why: (period: string) => `Pour prouver que nous vous avons informé ; conservation : ${period}`,
  },
  audit: {
    what: 'Les entrées du journal d’audit sur ce que notre personnel a fait de vos données, avec le seul identifiant de l’enregistrement',
    why: (period: string) =>
      `Rendre compte du travail de notre personnel sur des données personnelles ; conservation : ${period}, sans rien sur vous hormis des identifiants`,
  },
  serverLogs: {
    what: 'Les journaux du serveur de vos requêtes au site web',
    why: (period: string) =>
      `Exploiter et sécuriser le service ; notre prestataire d’hébergement les supprime ${period}`,
  },
  backups: {
    what: 'Les sauvegardes de la base de données faites avant l’effacement',
    why: (period: string) => `Rétablir le service après une panne ; chacune est supprimée ${period}`,
  },
  legalRecords: {
    what: 'Les enregistrements de négoce et les dossiers de lutte contre le blanchiment d’argent, si nous en détenons, hors de ce site web',
    why: (period: string) => `La loi nous oblige à les conserver, les enregistrements de négoce ${period}`,
  },
  ownWork: {
    what: 'Les entrées du journal d’audit de votre propre travail au sein de notre personnel, sous votre nom d’utilisateur',
    why: (period: string) =>
      `Rendre compte de ce que notre équipe a fait de données personnelles ; conservation : ${period}`,
  },
};
