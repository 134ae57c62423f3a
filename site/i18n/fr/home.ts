/** Les commandes de la page d’accueil ; son texte se trouve dans content/fr/home/ (docs/product.md#home-page). */
import type { home as english } from '../en/home.ts';
import type { Translation } from '../translation.ts';

export const home = {
  home: {
    carousel: {
      label: 'Visite du produit',
      previous: 'Diapositive précédente',
      next: 'Diapositive suivante',
      goTo: 'Afficher la diapositive {n} : {title}',
      pause: 'Mettre la visite en pause',
      play: 'Lancer la visite',
      announce: 'Diapositive {x} sur {n} : {title}',
      enlarge: 'Agrandir l’image : {title}',
      zoomed: 'Image : {title}',
      zoomHint: 'Faites défiler ou pincez pour vous déplacer dans l’image.',
      closeZoom: 'Fermer l’image',
    },
    pricing: {
      billing: 'Période de facturation',
      monthly: 'Mensuelle',
      annual: 'Prépaiement annuel',
      save: '15 % d’économie',
      perMonth: '/ mois',
      perYear: '/ an',
      from: 'dès',
      recommended: 'Recommandée',
      annualSaving: 'Vous économisez {amount} par rapport à la facturation mensuelle',
      annualEnterprise: 'Conditions annuelles convenues par contrat',
      perMonthShort: 'par mois',
    },
    aum: {
      plan: 'Formule',
      aum: 'Actifs sous gestion (CHF)',
      rate: 'Taux de licence (% par an)',
      licenceYear: 'Licence AUM par an',
      licenceMonth: 'Licence AUM par mois',
      charge: 'Vous payez chaque mois',
      basisAum: 'la licence AUM dépasse le prix de la formule',
      basisPlan: 'le prix de la formule dépasse la licence AUM',
      invalid: 'Saisissez un montant d’au moins 0 et un taux compris entre 0,25 et 0,50.',
    },
    stickyBar: { label: 'Liste d’attente', text: 'Cohorte de partenaires de conception {cohort}' },
  },
} as const satisfies Translation<typeof english>;
