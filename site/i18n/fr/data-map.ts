/** Les mots des pages qui présentent la carte des données (docs/privacy.md#data-map) : listes de la politique de confidentialité et registre des traitements. */
import type { dataMap as english } from '../en/data-map.ts';
import type { Translation } from '../translation.ts';

export const dataMap = {
  dataMap: {
    purpose: 'Finalité',
    legalBasis: 'Base juridique',
    subjects: 'Personnes concernées',
    data: 'Données',
    recipients: 'Destinataires',
    retention: 'Durée de conservation',
    kept: 'Conservation',
    deletedBy: 'Supprimé par',
    lifetime: 'Conservation',
    where: {
      localStorage: 'stockage local',
      sessionStorage: 'stockage de session',
      cookie: 'cookie',
    },
    enforcedBy: {
      purge: 'notre serveur, qui vérifie toutes les heures et supprime ce dont la durée est échue',
      backup:
        'notre tâche de sauvegarde, qui supprime les sauvegardes plus anciennes chaque fois qu’elle en écrit une nouvelle',
      host: 'notre prestataire d’hébergement, qui supprime ses journaux à l’issue de cette durée',
      owner:
        'vous ou le client auquel elles appartiennent : elles prennent fin lorsque vous vous désabonnez ou lorsque vous nous en demandez l’effacement (/privacy/request)',
      records: 'nos archives d’entreprise, conservées hors de ce site web comme l’exige la loi, puis supprimées',
      team: 'notre équipe, qui les supprime de notre boîte de réception à l’échéance de leur durée',
    },
    record: {
      controller: 'Responsable du traitement',
      name: 'Nom et adresse',
      contact: 'Contact',
      activities: 'Activités de traitement',
      abroad: 'Communication à l’étranger',
      security: 'Mesures de sécurité',
      privacyPolicy: 'Lire la politique de confidentialité',
    },
  },
} as const satisfies Translation<typeof english>;
