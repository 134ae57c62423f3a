/** Bedienelemente der Startseite; ihre Texte liegen in content/de/home/ (docs/product.md#home-page). */
import type { home as english } from '../en/home.ts';
import type { Translation } from '../translation.ts';

export const home = {
  home: {
    carousel: {
      label: 'Produkttour',
      previous: 'Vorherige Folie',
      next: 'Nächste Folie',
      goTo: 'Folie {n} zeigen: {title}',
      pause: 'Tour anhalten',
      play: 'Tour abspielen',
      announce: 'Folie {x} von {n}: {title}',
      enlarge: 'Bild vergrössern: {title}',
      zoomed: 'Bild: {title}',
      zoomHint: 'Scrollen oder mit zwei Fingern zoomen, um sich im Bild zu bewegen.',
      closeZoom: 'Bild schliessen',
    },
    pricing: {
      billing: 'Abrechnungsperiode',
      monthly: 'Monatlich',
      annual: 'Jährliche Vorauszahlung',
      save: '15 % sparen',
      perMonth: '/ Monat',
      perYear: '/ Jahr',
      from: 'ab',
      recommended: 'Empfohlen',
      annualSaving: 'Sie sparen {amount} gegenüber monatlicher Abrechnung',
      annualEnterprise: 'Jahreskonditionen nach Vertrag',
      perMonthShort: 'pro Monat',
    },
    aum: {
      plan: 'Plan',
      aum: 'Verwaltetes Vermögen (CHF)',
      rate: 'Lizenzsatz (% pro Jahr)',
      licenceYear: 'AUM-Lizenz pro Jahr',
      licenceMonth: 'AUM-Lizenz pro Monat',
      charge: 'Sie zahlen pro Monat',
      basisAum: 'die AUM-Lizenz ist höher als die Plangebühr',
      basisPlan: 'die Plangebühr ist höher als die AUM-Lizenz',
      invalid: 'Geben Sie einen Betrag von mindestens 0 und einen Satz zwischen 0.25 und 0.50 ein.',
    },
    stickyBar: { label: 'Warteliste', text: 'Design-Partner-Kohorte {cohort}' },
  },
} as const satisfies Translation<typeof english>;
