/**
 * Les mots français des e-mails qui ouvrent un compte pour quelqu’un d’autre : l’invitation d’un
 * observateur par un client et le lien de configuration d’un compte créé par un opérateur
 * (docs/back-office.md#roles). Repris dans `fr.ts`.
 */
export const invitationMailTexts = {
  viewerInvitation: {
    subject: (client: string) => `${client} vous invite à consulter son tableau de bord Alpora`,
    preview: 'Ouvrez un compte en lecture seule pour voir ses portefeuilles.',
    heading: 'Vous êtes invité à consulter un tableau de bord',
    body: (client: string, clientEmail: string) =>
      `${client} (${clientEmail}) a invité cette adresse à consulter son tableau de bord Alpora : ses portefeuilles, ses positions et ses ordres. Un observateur ne fait que consulter ; il ne peut ni négocier ni modifier les réglages.`,
    button: 'Accepter l’invitation',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (days: number) =>
      `Le lien ne fonctionne qu’une fois, pendant ${days} jours. Vous choisissez un nom d’utilisateur et un mot de passe sur la page qu’il ouvre.`,
    ignore:
      'Si vous ne connaissez pas cette personne, ignorez cet e-mail : aucun compte n’est ouvert sans votre intervention.',
    reason:
      'Vous recevez cet e-mail parce qu’un client d’Alpora a saisi cette adresse pour lui donner un accès en lecture.',
  },
  accountSetup: {
    subject: 'Configurez votre compte Alpora',
    preview: 'Choisissez un mot de passe pour commencer.',
    heading: 'Votre compte Alpora est prêt à être configuré',
    body: (username: string) =>
      `Un compte Alpora avec le nom d’utilisateur ${username} a été ouvert pour cette adresse. Choisissez son mot de passe avec le bouton ci-dessous.`,
    staff:
      'Il s’agit d’un compte du personnel : avant que le lien ne soit utilisé, vous configurez aussi une application d’authentification, car le personnel se connecte toujours avec un second facteur.',
    button: 'Configurer mon compte',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (hours: number) =>
      `Le lien ne fonctionne qu’une fois, pendant ${hours} heures. Passé ce délai, demandez-en un nouveau à la personne qui a ouvert le compte.`,
    reason: 'Vous recevez cet e-mail parce qu’un opérateur d’Alpora a ouvert un compte pour cette adresse.',
  },
};
