/** Les mots du pied de page commun (docs/product.md#header-and-footer) : titres de colonnes et libellés des liens. */
import type { footer as english } from '../en/footer.ts';
import type { Translation } from '../translation.ts';

export const footer = {
  contact: 'Contact',
  columns: {
    product: 'Produit',
    company: 'Entreprise',
    legal: 'Juridique',
    account: 'Compte',
  },
  links: {
    features: 'Fonctionnalités',
    useCases: 'Cas d’usage',
    security: 'Sécurité',
    compare: 'Comparaison',
    roi: 'Calculateur de ROI',
    samples: 'Exemples de rapports',
    api: 'API pour développeurs',
    status: 'État du système',
    healthCheck: 'Contrôle de l’application',
    roadmap: 'Feuille de route',
    changelog: 'Journal des modifications',
    about: 'À propos',
    careers: 'Carrières',
    press: 'Dossier de presse',
    investors: 'Investisseurs',
    partners: 'Partenaires de conception',
    onePager: 'Fiche de synthèse',
    blog: 'Blog',
    contact: 'Nous contacter',
    privacy: 'Politique de confidentialité',
    privacyRequest: 'Consulter ou effacer vos données',
    privacyRecord: 'Registre des traitements',
    terms: 'Conditions générales',
    compliance: 'Conformité réglementaire',
    gdpr: 'Déclaration RGPD',
    legalNotice: 'Mentions légales',
    login: 'Connexion',
    register: 'Créer un compte',
  },
  cookieSettings: 'Paramètres des cookies',
  rights: 'Tous droits réservés.',
  disclaimer:
    'Alpora est non dépositaire : elle ne détient jamais les actifs de ses clients. Le trading comporte des risques ; les performances passées ne préjugent pas des résultats futurs.',
} as const satisfies Translation<typeof english>;
