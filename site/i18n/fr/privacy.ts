/** Les demandes relatives à la protection des données (docs/privacy.md#requests) : le formulaire de /privacy/request et la page de son lien. */
import type { privacy as english } from '../en/privacy.ts';
import type { Translation } from '../translation.ts';

export const privacy = {
  privacyRequestPage: {
    byMailTitle: 'Par e-mail ou par courrier',
    byMail: 'Vous pouvez aussi présenter votre demande par courrier à {legalName}, {location}, ou par e-mail à',
    byMailCheck:
      'Nous vérifions que la demande émane de la personne concernée par les données, et y répondons dans les 30 jours suivant sa réception.',
  },
  privacyRequest: {
    formTitle: 'Présenter une demande',
    email: 'Votre adresse e-mail',
    emailHint: 'Nous envoyons à cette adresse le lien qui confirme la demande.',
    kind: 'Que souhaitez-vous ?',
    access: 'Consulter mes données',
    accessHint: 'Une copie de tout ce que nous détenons sur cette adresse, à télécharger en JSON ou en CSV.',
    erasure: 'Effacer mes données',
    erasureHint: 'Nous effaçons ce que nous détenons sur cette adresse, sauf ce que la loi nous oblige à conserver.',
    submit: 'Envoyer la demande',
    submitting: 'Envoi…',
    successTitle: 'Consultez votre boîte de réception',
    successText:
      'Nous avons envoyé un lien à {email}. Ouvrez-le dans les {days} jours et appuyez sur son bouton pour confirmer la demande : nous ne la traitons qu’à ce moment-là, et y répondons dans les 30 jours.',
    failed: 'La demande n’a pas été envoyée',
    failedFallback: 'Veuillez réessayer dans un instant.',
  },
  privacyConfirm: {
    title: 'Confirmez votre demande relative à vos données',
    description:
      'La page du lien que nous envoyons par e-mail pour confirmer une demande de consultation ou d’effacement de vos données.',
    text: 'Une demande de consultation ou d’effacement des données que nous détenons sur une adresse e-mail.',
    press:
      'Appuyez sur le bouton pour confirmer que vous avez présenté cette demande. Rien ne se passe tant que vous ne l’avez pas fait.',
    button: 'Confirmer ma demande',
    confirming: 'Confirmation…',
    problemTitle: 'Ce lien ne peut pas être utilisé',
    incomplete: 'Ce lien est incomplet. Ouvrez-le à nouveau depuis l’e-mail, ou présentez une nouvelle demande.',
    invalid:
      'Ce lien n’est pas valable : il est inconnu ou a expiré. Présentez une nouvelle demande et suivez son lien dans les 7 jours.',
    newRequest: 'Présenter une nouvelle demande',
    failed: 'La demande n’a pas pu être confirmée. Veuillez réessayer dans un instant.',
    accessTitle: 'Ce que nous détenons à votre sujet',
    accessFor: 'Les enregistrements que nous détenons sur {email}, par type :',
    accessNone: 'Nous ne détenons rien sur cette adresse.',
    records: '{count} enregistrements',
    oneRecord: '1 enregistrement',
    download:
      'Téléchargez une copie de tous les enregistrements, en JSON (pour les programmes) ou en CSV (pour les tableurs). Ce lien permet le téléchargement jusqu’au {date}.',
    downloadJson: 'Télécharger en JSON',
    downloadCsv: 'Télécharger en CSV',
    downloading: 'Téléchargement…',
    downloadFailed: 'Le téléchargement a échoué',
    erasureTitle: 'Vos données sont effacées',
    erased: 'Ce que nous avons effacé',
    erasedNone: 'Nous ne détenions rien sur cette adresse qui puisse être effacé.',
    kept: 'Ce que nous conservons, et pourquoi',
    keptNone: 'Rien.',
    openTitle: 'Votre demande est confirmée',
    open: 'Un administrateur y répond d’ici au {date} et écrit à cette adresse.',
    declinedTitle: 'Votre demande a été refusée',
    declined:
      'Nous avons écrit à cette adresse pour en expliquer la raison. Répondez à cet e-mail si vous n’êtes pas d’accord.',
  },
} as const satisfies Translation<typeof english>;
