/** Die Informationsseiten (docs/product.md#information-pages). */
import type { pages as english } from '../en/pages.ts';
import type { Translation } from '../translation.ts';

const plural = new Intl.PluralRules('de-CH');

export const pages = {
  pages: {
    version: 'Version',
    effective: 'gültig ab',
    features: {
      figuresTitle: 'In Zahlen',
      security: 'Sicherheit & Compliance',
      compare: 'Optionen vergleichen',
      demo: 'Demo buchen (20 Min.)',
    },
    security: {
      featuresTitle: 'Wie wir Sie schützen',
      operationsTitle: 'Betriebliche Zielwerte',
      operationsIntro: 'Was wir anstreben, wenn etwas schiefgeht, und wo Sie nachprüfen können, wie wir abschneiden.',
      status: 'Aktuellen Systemstatus ansehen',
      certificationsTitle: 'Zertifizierungen',
      certificationsIntro:
        'Wo jeder Standard heute steht. «At Launch» bedeutet: bis zur allgemeinen Verfügbarkeit abgeschlossen geplant, heute nicht vorhanden.',
      compliance: 'Mehr zu unserer regulatorischen Compliance',
      faqTitle: 'Häufige Fragen',
    },
    careers: {
      noVacancies: 'Keine offenen Stellen',
      noVacanciesText: 'Derzeit haben wir keine offenen Stellen. Spontanbewerbungen sind willkommen.',
    },
    blog: {
      comingSoon: 'Demnächst',
      emptyText:
        'Unsere ersten Beiträge sind in Arbeit. Tragen Sie sich auf die Warteliste ein, und wir informieren Sie, sobald sie erscheinen.',
      waitlist: 'Auf die Warteliste',
      back: '← Alle Beiträge',
    },
    changelog: {
      comingSoon: 'Demnächst',
      emptyText:
        'Die Versionshinweise beginnen mit der ersten Version für unsere Design-Partner. Bis dahin zeigt die Roadmap, was kommt.',
      roadmap: 'Roadmap ansehen',
      version: 'Version',
      back: '← Alle Versionen',
    },
    useCases: {
      illustrative: 'Simuliertes, illustratives Beispiel',
      before: 'Vorher',
      after: 'Nachher',
      metric: 'Kennzahl',
      metricsCaption: (title: string) => `Simulierte Zahlen des Beispiels «${title}»`,
      benefitsTitle: 'Was alle drei gemeinsam haben',
      ctaText: 'Gestalten Sie das Produkt mit uns, oder erfahren Sie als Erste, wenn es startet.',
      partner: 'Design-Partner werden',
      waitlist: 'Auf die Warteliste',
    },
    compare: {
      caption: 'Alpora im Vergleich zur Eigenentwicklung und zu generischen Bots',
      category: 'Kategorie',
      levelsTitle: 'Was die Stufen bedeuten',
      guidanceTitle: 'Welche Option passt zu Ihnen?',
      roi: 'Ihren ROI berechnen',
      partners: 'Design-Partner werden',
    },
    roadmap: {
      partnerText: 'Die Kohorte {cohort} nimmt {seats} Design-Partner auf.',
      partner: 'Design-Partner-Programm',
      changelog: 'Changelog',
    },
    samples: {
      download: (title: string) => `${title} herunterladen`,
      columns: (count: number) => (plural.select(count) === 'one' ? `Die ${count} Spalte` : `Die ${count} Spalten`),
      note: 'Erstellt aus dem simulierten Demo-Portfolio unseres Dashboards; die Zahlen sind illustrativ, keine Ergebnisse eines realen Kunden.',
    },
    investors: {
      dataRoom: 'Zugang zum Datenraum beantragen',
      dataRoomAlert: (email: string) =>
        `Der Zugang zum Datenraum setzt eine Verifizierung voraus. Bitte kontaktieren Sie ${email}.`,
      deck: 'Pitch Deck herunterladen',
      deckAlert: 'Der Download des Pitch Decks folgt in Kürze.',
      deckDue: (period: string) => `Pitch Deck vorgesehen für ${period}`,
      onePager: 'One-Pager herunterladen',
      onePagerLabel: 'One-Pager herunterladen (PDF, öffnet in einem neuen Tab)',
      businessModel: 'Geschäftsmodell',
      team: 'Team',
      teamIntro:
        'Namen und Biografien des Gründerteams stehen im Datenraum bereit und werden mit der Finanzierungsrunde veröffentlicht.',
      traction: 'Wo wir stehen',
      dataRoomTitle: 'Datenraum',
    },
    press: {
      contact: (email: string) => `Kontakt: ${email}`,
      download: (item: string) => `${item} herunterladen`,
      comingSoon: (item: string) => `Download «${item}» folgt in Kürze.`,
      due: (period: string) => `Vorgesehen für ${period}`,
      fullKit: 'Pressekit (ZIP)',
      bios: 'Kurzbiografien der Geschäftsleitung',
      overview: 'Unternehmensporträt',
      logos: 'Logos',
      palette: 'Farbpalette',
      paletteFile: 'Farbpalette (SVG)',
      typography: 'Typografie',
      getFont: (family: string) => `${family} beim Herausgeber beziehen`,
      screenshots: 'Screenshots',
      leadership: 'Geschäftsleitung',
      guidelines: 'Nutzungsrichtlinien',
      approved: 'Erlaubt',
      prohibited: 'Nicht erlaubt',
      mediaContact: 'Medienkontakt',
      mediaContactText:
        'Für Interviews, Zitate und alles, was nicht auf dieser Seite steht. Unser Ziel ist eine Antwort innert einem Arbeitstag.',
    },
    roi: {
      reset: 'Auf Standardwerte zurücksetzen',
      fields: {
        bots: { label: 'Trading-Bots oder Strategien', hint: 'Von 1 bis 100.' },
        hoursSavedPerWeek: {
          label: 'Eingesparte Stunden pro Woche',
          hint: 'Manuelle Überwachung und Orderbearbeitung, 0 bis 168.',
        },
        failedOrderRateBefore: {
          label: 'Fehlgeschlagene Orders heute (%)',
          hint: 'Von 0 bis 10, in Schritten von 0.1.',
        },
        failedOrderRateAfter: {
          label: 'Fehlgeschlagene Orders mit Alpora (%)',
          hint: 'Von 0 bis 10, in Schritten von 0.1.',
        },
        complianceHoursPerMonth: {
          label: 'Compliance-Stunden pro Monat',
          hint: 'Berichte und Prüfungsvorbereitung, 0 bis 200.',
        },
        infraCostAvoided: {
          label: 'Vermiedene Infrastrukturkosten pro Jahr (CHF)',
          hint: 'Server, Anbindungen, Daten; 0 oder mehr.',
        },
      },
      results: {
        title: 'Ihre geschätzten Einsparungen',
        monthly: 'pro Monat',
        annual: 'pro Jahr',
        hours: 'Eingesparte Stunden pro Monat',
        ops: 'Eingesparte Betriebskosten pro Monat',
        compliance: 'Compliance-Einsparungen pro Monat',
        infra: 'Vermiedene Infrastruktur pro Monat',
        risk: "Vermiedene Risikoereignisse pro 1'000 Orders",
        perBot: 'Einsparungen pro Bot und Monat',
        invalid: 'Korrigieren Sie die markierten Felder, um Ihre Schätzung zu sehen.',
      },
      problems: {
        wholeBetween: 'Geben Sie eine ganze Zahl von {min} bis {max} ein.',
        wholeAtLeast: 'Geben Sie eine ganze Zahl von mindestens {min} ein.',
        numberBetween: 'Geben Sie eine Zahl von {min} bis {max} ein.',
        numberAtLeast: 'Geben Sie eine Zahl von mindestens {min} ein.',
        decimals: (places: number) =>
          `Verwenden Sie höchstens ${places} ${plural.select(places) === 'one' ? 'Nachkommastelle' : 'Nachkommastellen'}.`,
        afterAboveBefore: 'Die Quote mit Alpora kann nicht höher sein als die heutige Quote.',
      },
    },
    api: {
      reference: 'API-Referenz',
      referenceIntro: (version: string, count: number) =>
        `Erzeugt aus dem OpenAPI-3.1-Dokument der API-Version ${version}: ${count} ${plural.select(count) === 'one' ? 'Operation' : 'Operationen'}, gruppiert nach Ressource.`,
      download: 'OpenAPI-Dokument herunterladen (JSON)',
      parameters: 'Parameter',
      required: 'erforderlich',
      requestBody: 'Request-Body',
      responses: (statuses: string) => `Antworten (${statuses})`,
    },
    onePager: {
      download: 'PDF herunterladen',
      print: 'Drucken',
      why: 'Warum Alpora',
      about: 'Über uns',
      services: 'Leistungen',
      contact: 'Kontakt',
      sales: 'Verkauf',
      general: 'Allgemein',
      replyTime: 'Unser Ziel: eine Antwort innert einem Arbeitstag.',
      disclaimer:
        'Software ohne Verwahrung; Alpora hält nie Vermögenswerte von Kunden. Handel ist mit Risiken verbunden.',
    },
  },
} as const satisfies Translation<typeof english>;
