/** Les pages d’information (docs/product.md#information-pages). */
import type { pages as english } from '../en/pages.ts';
import type { Translation } from '../translation.ts';

export const pages = {
  pages: {
    version: 'Version',
    effective: 'en vigueur dès le',
    features: {
      figuresTitle: 'En chiffres',
      security: 'Sécurité et conformité',
      compare: 'Comparer les options',
      demo: 'Réserver une démo de 20 minutes',
    },
    security: {
      featuresTitle: 'Comment nous vous protégeons',
      operationsTitle: 'Objectifs opérationnels',
      operationsIntro:
        'Ce que nous visons lorsque quelque chose se passe mal, et où vous pouvez vérifier ce qu’il en est.',
      status: 'Voir l’état du système en direct',
      certificationsTitle: 'Certifications',
      certificationsIntro:
        'Où en est aujourd’hui chaque norme. « Au lancement » signifie que l’achèvement est prévu pour la disponibilité générale ; elle n’est pas acquise aujourd’hui.',
      compliance: 'En savoir plus sur notre conformité réglementaire',
      faqTitle: 'Questions fréquentes',
    },
    careers: {
      noVacancies: 'Aucun poste ouvert',
      noVacanciesText:
        'Nous n’avons aucun poste ouvert pour le moment. Les candidatures spontanées sont les bienvenues.',
    },
    blog: {
      comingSoon: 'Bientôt disponible',
      emptyText:
        'Nos premiers articles sont en préparation. Rejoignez la liste d’attente et nous vous informerons de leur publication.',
      waitlist: 'Rejoindre la liste d’attente',
      back: '← Tous les articles',
    },
    changelog: {
      comingSoon: 'Bientôt disponible',
      emptyText:
        'Les notes de version commencent avec la première version livrée à nos partenaires de conception. D’ici là, la feuille de route présente ce qui arrive.',
      roadmap: 'Voir la feuille de route',
      version: 'Version',
      back: '← Toutes les versions',
    },
    useCases: {
      illustrative: 'Exemple simulé, à titre d’illustration',
      before: 'Avant',
      after: 'Après',
      metric: 'Mesure',
      metricsCaption: (title: string) => `Chiffres simulés de l’exemple « ${title} »`,
      benefitsTitle: 'Ce que les trois ont en commun',
      ctaText: 'Façonnez le produit avec nous, ou soyez informé en premier de son ouverture.',
      partner: 'Devenir partenaire de conception',
      waitlist: 'Rejoindre la liste d’attente',
    },
    compare: {
      caption: 'Alpora comparé au développement interne et aux robots génériques',
      category: 'Catégorie',
      levelsTitle: 'Signification des niveaux',
      guidanceTitle: 'Quelle option choisir ?',
      roi: 'Calculer votre ROI',
      partners: 'Devenir partenaire de conception',
    },
    roadmap: {
      partnerText: 'La cohorte {cohort} accueille {seats} partenaires de conception.',
      partner: 'Programme de partenaires de conception',
      changelog: 'Journal des modifications',
    },
    samples: {
      download: (title: string) => `Télécharger « ${title} »`,
      columns: (count: number) => `Les ${count} colonnes`,
      note: 'Généré à partir du portefeuille de démonstration simulé de notre tableau de bord ; les chiffres sont donnés à titre d’illustration et ne sont pas les résultats d’un client réel.',
    },
    investors: {
      dataRoom: 'Demander l’accès à la data room',
      dataRoomAlert: (email: string) =>
        `L’accès à la data room nécessite une vérification. Veuillez écrire à ${email}.`,
      deck: 'Télécharger la présentation investisseurs',
      deckAlert: 'Le téléchargement de la présentation investisseurs sera bientôt disponible.',
      deckDue: (period: string) => `Présentation investisseurs prévue pour ${period}`,
      onePager: 'Télécharger la fiche de synthèse',
      onePagerLabel: 'Télécharger la fiche de synthèse (PDF, s’ouvre dans un nouvel onglet)',
      businessModel: 'Modèle d’affaires',
      team: 'Équipe',
      teamIntro:
        'Les noms et les biographies de l’équipe fondatrice sont communiqués dans la data room et publiés avec le tour de financement.',
      traction: 'Où nous en sommes',
      dataRoomTitle: 'Data room',
    },
    press: {
      contact: (email: string) => `Écrire à ${email}`,
      download: (item: string) => (/^[A-Z0-9]{2,5}$/.test(item) ? `Télécharger en ${item}` : `Télécharger « ${item} »`),
      comingSoon: (item: string) => `Le téléchargement « ${item} » sera bientôt disponible.`,
      due: (period: string) => `Prévu pour ${period}`,
      fullKit: 'Dossier de presse (ZIP)',
      bios: 'Biographies de la direction',
      overview: 'Présentation de l’entreprise',
      logos: 'Logos',
      palette: 'Palette de couleurs',
      paletteFile: 'Palette de couleurs (SVG)',
      typography: 'Typographie',
      getFont: (family: string) => `Obtenir ${family} auprès de son éditeur`,
      screenshots: 'Captures d’écran',
      leadership: 'Direction',
      guidelines: 'Règles d’utilisation',
      approved: 'Autorisé',
      prohibited: 'Interdit',
      mediaContact: 'Contact médias',
      mediaContactText:
        'Pour les interviews, les citations et tout ce qui ne figure pas sur cette page. Notre objectif est de répondre dans un délai d’un jour ouvrable.',
    },
    roi: {
      reset: 'Rétablir les valeurs par défaut',
      fields: {
        bots: { label: 'Robots de trading ou stratégies', hint: 'De 1 à 100.' },
        hoursSavedPerWeek: {
          label: 'Heures économisées par semaine',
          hint: 'Surveillance et traitement manuel des ordres, de 0 à 168.',
        },
        failedOrderRateBefore: { label: 'Ordres échoués aujourd’hui (%)', hint: 'De 0 à 10, par pas de 0,1.' },
        failedOrderRateAfter: { label: 'Ordres échoués avec Alpora (%)', hint: 'De 0 à 10, par pas de 0,1.' },
        complianceHoursPerMonth: {
          label: 'Heures de conformité par mois',
          hint: 'Rapports et préparation des audits, de 0 à 200.',
        },
        infraCostAvoided: {
          label: 'Coûts d’infrastructure évités par an (CHF)',
          hint: 'Serveurs, connecteurs, données ; 0 ou plus.',
        },
      },
      results: {
        title: 'Vos économies estimées',
        monthly: 'par mois',
        annual: 'par an',
        hours: 'Heures économisées par mois',
        ops: 'Coûts d’exploitation économisés par mois',
        compliance: 'Économies de conformité par mois',
        infra: 'Infrastructure évitée par mois',
        risk: 'Incidents de risque évités pour 1 000 ordres',
        perBot: 'Économies par robot et par mois',
        invalid: 'Corrigez les champs signalés pour voir votre estimation.',
      },
      problems: {
        wholeBetween: 'Saisissez un nombre entier de {min} à {max}.',
        wholeAtLeast: 'Saisissez un nombre entier égal ou supérieur à {min}.',
        numberBetween: 'Saisissez un nombre de {min} à {max}.',
        numberAtLeast: 'Saisissez un nombre égal ou supérieur à {min}.',
        decimals: (places: number) =>
          `Utilisez au plus ${places} ${new Intl.PluralRules('fr-CH').select(places) === 'one' ? 'décimale' : 'décimales'}.`,
        afterAboveBefore: 'Le taux avec Alpora ne peut pas être supérieur au taux actuel.',
      },
    },
    api: {
      reference: 'Référence de l’API',
      referenceIntro: (version: string, count: number) =>
        `Générée à partir du document OpenAPI 3.1 de la version ${version} de l’API : ${count} ${new Intl.PluralRules('fr-CH').select(count) === 'one' ? 'opération' : 'opérations'}, regroupées par ressource.`,
      download: 'Télécharger le document OpenAPI (JSON)',
      parameters: 'Paramètres',
      required: 'obligatoire',
      requestBody: 'Corps de la requête',
      responses: (statuses: string) => `Réponses (${statuses})`,
    },
    onePager: {
      download: 'Télécharger le PDF',
      print: 'Imprimer',
      why: 'Pourquoi choisir Alpora',
      about: 'À propos',
      services: 'Services',
      contact: 'Contact',
      sales: 'Ventes',
      general: 'Général',
      replyTime: 'Notre objectif : une réponse dans un délai d’un jour ouvrable.',
      disclaimer:
        'Logiciel non dépositaire ; Alpora ne détient jamais les actifs de ses clients. Le trading comporte des risques.',
    },
  },
} as const satisfies Translation<typeof english>;
