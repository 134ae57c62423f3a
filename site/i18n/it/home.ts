/** I comandi della pagina iniziale, in italiano; i suoi testi si trovano in content/it/home/. */
import type { home as english } from '../en/home.ts';
import type { Translation } from '../translation.ts';

export const home = {
  home: {
    carousel: {
      label: 'Presentazione del prodotto',
      previous: 'Diapositiva precedente',
      next: 'Diapositiva successiva',
      goTo: 'Mostra la diapositiva {n}: {title}',
      pause: 'Metti in pausa la presentazione',
      play: 'Avvia la presentazione',
      announce: 'Diapositiva {x} di {n}: {title}',
      enlarge: "Ingrandisci l'immagine: {title}",
      zoomed: 'Immagine: {title}',
      zoomHint: "Scorra o pizzichi per spostarsi nell'immagine.",
      closeZoom: "Chiudi l'immagine",
    },
    pricing: {
      billing: 'Periodo di fatturazione',
      monthly: 'Mensile',
      annual: 'Annuale anticipato',
      save: 'risparmi il 15%',
      perMonth: '/ mese',
      perYear: '/ anno',
      from: 'da',
      recommended: 'Consigliato',
      annualSaving: 'Risparmia {amount} rispetto alla fatturazione mensile',
      annualEnterprise: 'Condizioni annuali concordate per contratto',
      perMonthShort: 'al mese',
    },
    aum: {
      plan: 'Piano',
      aum: 'Patrimonio gestito (CHF)',
      rate: 'Aliquota della licenza (% annuo)',
      licenceYear: 'Licenza AUM annua',
      licenceMonth: 'Licenza AUM mensile',
      charge: 'Paga ogni mese',
      basisAum: 'la licenza AUM è superiore al canone del piano',
      basisPlan: 'il canone del piano è superiore alla licenza AUM',
      invalid: "Inserisca un importo pari ad almeno 0 e un'aliquota tra 0.25 e 0.50.",
    },
    stickyBar: { label: "Lista d'attesa", text: 'Gruppo di design partner {cohort}' },
  },
} as const satisfies Translation<typeof english>;
