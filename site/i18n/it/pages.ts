/** Le pagine informative, in italiano. */
import type { pages as english } from '../en/pages.ts';
import type { Translation } from '../translation.ts';

export const pages = {
  pages: {
    version: 'Versione',
    effective: 'in vigore dal',
    features: {
      figuresTitle: 'In cifre',
      security: 'Sicurezza e compliance',
      compare: 'Confronti le opzioni',
      demo: 'Prenoti una demo di 20 minuti',
    },
    security: {
      featuresTitle: 'Come la proteggiamo',
      operationsTitle: 'Obiettivi operativi',
      operationsIntro: 'A che cosa miriamo quando qualcosa va storto, e dove può verificare come stiamo andando.',
      status: 'Veda lo stato del sistema in tempo reale',
      certificationsTitle: 'Certificazioni',
      certificationsIntro:
        'A che punto è oggi ciascuno standard. «Al lancio» significa completamento previsto con la disponibilità generale, non ancora ottenuto oggi.',
      compliance: 'Approfondisca la nostra conformità normativa',
      faqTitle: 'Domande frequenti',
    },
    careers: {
      noVacancies: 'Nessun posto vacante',
      noVacanciesText: 'Al momento non abbiamo posizioni aperte. Le candidature spontanee sono benvenute.',
    },
    blog: {
      comingSoon: 'Prossimamente',
      emptyText:
        "I nostri primi articoli sono in preparazione. Si iscriva alla lista d'attesa e la informeremo quando saranno pubblicati.",
      waitlist: "Si iscriva alla lista d'attesa",
      back: '← Tutti gli articoli',
    },
    changelog: {
      comingSoon: 'Prossimamente',
      emptyText:
        'Le note di rilascio iniziano con la prima versione per i nostri design partner. Fino ad allora, la roadmap mostra che cosa arriverà.',
      roadmap: 'Veda la roadmap',
      version: 'Versione',
      back: '← Tutte le versioni',
    },
    useCases: {
      illustrative: 'Esempio simulato e illustrativo',
      before: 'Prima',
      after: 'Dopo',
      metric: 'Misura',
      metricsCaption: (title: string) => `Valori simulati dell'esempio «${title}»`,
      benefitsTitle: 'Che cosa hanno in comune tutti e tre',
      ctaText: 'Dia forma al prodotto con noi, oppure sia tra i primi a sapere quando sarà aperto.',
      partner: 'Diventi design partner',
      waitlist: "Si iscriva alla lista d'attesa",
    },
    compare: {
      caption: 'Alpora a confronto con lo sviluppo interno e con i bot generici',
      category: 'Categoria',
      levelsTitle: 'Che cosa significano i livelli',
      guidanceTitle: 'Quale opzione scegliere?',
      roi: 'Calcoli il suo ROI',
      partners: 'Diventi design partner',
    },
    roadmap: {
      partnerText: 'Il gruppo {cohort} accoglie {seats} design partner.',
      partner: 'Programma per design partner',
      changelog: 'Note di rilascio',
    },
    samples: {
      download: (title: string) => `Scarica ${title.toLowerCase()}`,
      columns: (count: number) => `Le ${count} colonne`,
      note: 'Generati dal portafoglio dimostrativo simulato del nostro dashboard; i valori sono illustrativi, non risultati di un cliente reale.',
    },
    investors: {
      dataRoom: "Richieda l'accesso alla data room",
      dataRoomAlert: (email: string) => `L'accesso alla data room richiede una verifica. Scriva a ${email}.`,
      deck: 'Scarica la presentazione per investitori',
      deckAlert: 'Il download della presentazione per investitori sarà disponibile a breve.',
      deckDue: (period: string) => `Presentazione per investitori prevista per ${period}`,
      onePager: 'Scarica la scheda informativa',
      onePagerLabel: 'Scarica la scheda informativa (PDF, si apre in una nuova scheda)',
      businessModel: 'Modello di business',
      team: 'Team',
      teamIntro:
        'I nomi e le biografie del team fondatore sono condivisi nella data room e pubblicati con il round di finanziamento.',
      traction: 'A che punto siamo',
      dataRoomTitle: 'Data room',
    },
    press: {
      contact: (email: string) => `Scriva a ${email}`,
      download: (item: string) => `Scarica ${item}`,
      comingSoon: (item: string) => `${item}: download disponibile a breve.`,
      due: (period: string) => `Previsto per ${period}`,
      fullKit: 'Kit per la stampa (ZIP)',
      bios: 'Biografie della direzione',
      overview: 'Profilo aziendale',
      logos: 'Loghi',
      palette: 'Palette dei colori',
      paletteFile: 'palette dei colori (SVG)',
      typography: 'Tipografia',
      getFont: (family: string) => `Scarichi ${family} dal suo editore`,
      screenshots: 'Schermate',
      leadership: 'Direzione',
      guidelines: "Linee guida per l'uso",
      approved: 'Consentito',
      prohibited: 'Non consentito',
      mediaContact: 'Contatto per i media',
      mediaContactText:
        'Per interviste, citazioni e tutto ciò che non si trova su questa pagina. Il nostro obiettivo è rispondere entro un giorno lavorativo.',
    },
    roi: {
      reset: 'Ripristina i valori predefiniti',
      fields: {
        bots: { label: 'Bot o strategie di trading', hint: 'Da 1 a 100.' },
        hoursSavedPerWeek: {
          label: 'Ore risparmiate alla settimana',
          hint: 'Sorveglianza manuale e gestione degli ordini, da 0 a 168.',
        },
        failedOrderRateBefore: { label: 'Ordini non riusciti oggi (%)', hint: 'Da 0 a 10, a passi di 0.1.' },
        failedOrderRateAfter: { label: 'Ordini non riusciti con Alpora (%)', hint: 'Da 0 a 10, a passi di 0.1.' },
        complianceHoursPerMonth: {
          label: 'Ore di compliance al mese',
          hint: 'Rapporti e preparazione degli audit, da 0 a 200.',
        },
        infraCostAvoided: {
          label: 'Costi di infrastruttura evitati all’anno (CHF)',
          hint: 'Server, connettori, dati; 0 o più.',
        },
      },
      results: {
        title: 'I suoi risparmi stimati',
        monthly: 'al mese',
        annual: "all'anno",
        hours: 'Ore risparmiate al mese',
        ops: 'Costi operativi risparmiati al mese',
        compliance: 'Risparmi di compliance al mese',
        infra: 'Infrastruttura evitata al mese',
        risk: 'Eventi di rischio evitati ogni 1’000 ordini',
        perBot: 'Risparmi per bot al mese',
        invalid: 'Corregga i campi evidenziati per vedere la sua stima.',
      },
      problems: {
        wholeBetween: 'Inserisca un numero intero da {min} a {max}.',
        wholeAtLeast: 'Inserisca un numero intero pari o superiore a {min}.',
        numberBetween: 'Inserisca un numero da {min} a {max}.',
        numberAtLeast: 'Inserisca un numero pari o superiore a {min}.',
        decimals: (places: number) =>
          `Usi al massimo ${places} ${new Intl.PluralRules('it-CH').select(places) === 'one' ? 'decimale' : 'decimali'}.`,
        afterAboveBefore: 'Il tasso con Alpora non può essere superiore a quello attuale.',
      },
    },
    api: {
      reference: "Riferimento dell'API",
      referenceIntro: (version: string, count: number) =>
        `Generato dal documento OpenAPI 3.1 della versione ${version} dell'API: ${count} ${new Intl.PluralRules('it-CH').select(count) === 'one' ? 'operazione' : 'operazioni'}, raggruppate per risorsa.`,
      download: 'Scarica il documento OpenAPI (JSON)',
      parameters: 'Parametri',
      required: 'obbligatorio',
      requestBody: 'Corpo della richiesta',
      responses: (statuses: string) => `Risposte (${statuses})`,
    },
    onePager: {
      download: 'Scarica il PDF',
      print: 'Stampa',
      why: 'Perché scegliere Alpora',
      about: 'Chi siamo',
      services: 'Servizi',
      contact: 'Contatto',
      sales: 'Vendite',
      general: 'Informazioni generali',
      replyTime: 'Il nostro obiettivo: una risposta entro un giorno lavorativo.',
      disclaimer:
        'Software non custodial; Alpora non detiene mai il patrimonio dei clienti. La negoziazione comporta rischi.',
    },
  },
} as const satisfies Translation<typeof english>;
