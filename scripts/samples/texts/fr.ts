/** The words of the sample monthly performance report in French. */
import type { SampleTexts } from './en.ts';

export const fr = {
  documentTitle: (month: string) => `Rapport de performance mensuel - ${month} (exemple)`,
  report: 'Rapport de performance mensuel',
  portfolio: 'Portefeuille de démonstration (simulé)',
  sampleNotice: 'EXEMPLE : données de trading fictif à titre d’illustration, pas les résultats d’un client réel.',
  kpis: {
    fills: 'Exécutions du mois',
    notional: (currency: string) => `Volume négocié (${currency})`,
    fees: (currency: string) => `Frais des plateformes (${currency})`,
    decisionToAck: 'Délai moyen de confirmation',
    unrealizedPnl: (currency: string) => `Résultat latent (${currency})`,
    cash: (currency: string) => `Liquidités (${currency})`,
  },
  positions: {
    title: 'Positions en fin de mois (évaluées aux prix de référence)',
    symbol: 'Symbole',
    side: 'Sens',
    size: 'Quantité',
    entry: 'Prix d’entrée',
    mark: 'Prix de réf.',
    unrealizedPnl: 'Résultat latent',
  },
  sides: { long: 'longue', short: 'courte' },
  venues: {
    title: 'Exécution par plateforme',
    venue: 'Plateforme',
    fills: 'Exécutions',
    notional: (currency: string) => `Volume (${currency})`,
    fees: (currency: string) => `Frais (${currency})`,
    decisionToAck: 'Délai moyen',
  },
  orders: { title: 'Ordres par statut', status: 'Statut', orders: 'Ordres' },
  statuses: { pending: 'en attente', filled: 'exécuté', cancelled: 'annulé', rejected: 'rejeté' },
  notes: [
    'Les frais sont des frais de plateforme simulés de 5 points de base. Le délai de confirmation va de la décision de routage',
    'à l’accusé de réception de la plateforme ; le produit vise moins d’une seconde. Chaque exécution du mois figure dans',
    'l’extrait d’audit (audit-extract.csv).',
  ],
  footer: 'Alpora AG, Zoug, Suisse - logiciel d’exécution sans conservation des avoirs. Page 1 sur 1',
} satisfies SampleTexts;
