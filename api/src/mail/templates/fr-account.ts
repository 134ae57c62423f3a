/**
 * Les mots français des e-mails de compte (docs/decisions.md §91–§93) : vérification d’une
 * adresse, réinitialisation d’un mot de passe, avis de changement de mot de passe et avis de
 * tentative d’ouverture d’un compte avec une adresse déjà utilisée. Repris dans `fr.ts`.
 */
export const accountReason = 'Vous recevez cet e-mail parce que cette adresse appartient à un compte Alpora.';

export const accountMailTexts = {
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail pour Alpora',
    preview: 'Un clic suffit à prouver que cette adresse est la vôtre.',
    heading: 'Confirmez votre adresse e-mail',
    // Ne reprend rien de ce qu’a saisi la personne : n’importe qui peut s’inscrire avec l’adresse d’autrui.
    body: 'Un compte Alpora a été ouvert avec cette adresse. Veuillez confirmer que l’adresse est bien la vôtre : seule une adresse confirmée peut recevoir un lien de réinitialisation du mot de passe.',
    button: 'Confirmer l’adresse e-mail',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (days: number) => `Le lien est valable ${days} jours.`,
    ignore: 'Si vous n’avez pas ouvert de compte Alpora, ignorez cet e-mail : l’adresse reste non confirmée.',
    reason:
      'Vous recevez cet e-mail parce que cette adresse a été saisie pour ouvrir un compte sur le site web d’Alpora.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Alpora',
    preview: 'Un lien pour choisir un nouveau mot de passe.',
    heading: 'Choisissez un nouveau mot de passe',
    body: (username: string) =>
      `Quelqu’un, vous sans doute, a demandé la réinitialisation du mot de passe du compte Alpora ${username}. Choisissez-en un nouveau avec le bouton ci-dessous.`,
    button: 'Choisir un nouveau mot de passe',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (minutes: number) =>
      `Le lien ne fonctionne qu’une fois, pendant ${minutes} minutes. La réinitialisation ferme toutes les sessions du compte.`,
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    reason: accountReason,
  },
  passwordChanged: {
    subject: 'Votre mot de passe Alpora a été modifié',
    preview: 'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant.',
    heading: 'Votre mot de passe a été modifié',
    body: {
      changed: (username: string, at: string) =>
        `Le mot de passe du compte Alpora ${username} a été modifié le ${at} depuis la page du compte.`,
      reset: (username: string, at: string) =>
        `Le mot de passe du compte Alpora ${username} a été réinitialisé le ${at} au moyen d’un lien envoyé à cette adresse. Toutes les sessions ont été fermées.`,
    },
    notYou:
      'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et consultez le journal de sécurité sur la page de votre compte :',
    button: 'Réinitialiser mon mot de passe',
    reason: accountReason,
  },
  accountExists: {
    subject: 'Quelqu’un a tenté d’ouvrir un compte Alpora avec votre adresse',
    preview: 'Votre compte est inchangé.',
    heading: 'Un compte avec cette adresse existe déjà',
    body: 'Quelqu’un vient de tenter d’ouvrir un nouveau compte Alpora avec cette adresse e-mail. Cette adresse appartient déjà à un compte ; aucun second compte n’a donc été ouvert et votre compte est inchangé.',
    ifYou:
      'Si c’était vous, connectez-vous à votre compte existant, ou réinitialisez votre mot de passe si vous l’avez oublié.',
    signIn: 'Se connecter',
    forgot: 'Mot de passe oublié ? Choisissez-en un nouveau ici :',
    ifNotYou: 'Si ce n’était pas vous, vous n’avez rien à faire.',
    reason: accountReason,
  },
};
