/** La vérification de l’adresse e-mail, le mot de passe oublié et le changement de mot de passe (docs/decisions.md §90–§93). */
import type { recovery as english } from '../en/recovery.ts';
import type { Translation } from '../translation.ts';

export const recovery = {
  recovery: {
    forgotLink: 'Mot de passe oublié ?',
    forgotTitle: 'Mot de passe oublié ?',
    forgotIntro:
      'Saisissez l’adresse e-mail de votre compte. S’il existe un compte avec cette adresse vérifiée, nous y envoyons un lien pour choisir un nouveau mot de passe. Les adresses non vérifiées ne reçoivent pas de lien.',
    email: 'E-mail',
    sendLink: 'Envoyer le lien',
    sending: 'Envoi…',
    sentTitle: 'Consultez votre boîte de réception',
    sent: (minutes: number) =>
      `S’il existe un compte avec cette adresse e-mail vérifiée, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable ${minutes} ${new Intl.PluralRules('fr-CH').select(minutes) === 'one' ? 'minute' : 'minutes'}.`,
    backToLogin: 'Retour à la connexion',
    resetTitle: 'Choisissez un nouveau mot de passe',
    resetIntro:
      'Le nouveau mot de passe remplace l’ancien et vous déconnecte partout. Vous vous connectez ensuite avec celui-ci.',
    newPassword: 'Nouveau mot de passe',
    setPassword: 'Définir le nouveau mot de passe',
    resetDoneTitle: 'Mot de passe défini',
    resetDone:
      'Votre mot de passe est défini et toutes les sessions ont été fermées. Connectez-vous avec le nouveau mot de passe.',
    toLogin: 'Se connecter',
    linkProblemTitle: 'Ce lien ne peut pas être utilisé',
    linkIncomplete: 'Ce lien est incomplet. Ouvrez-le à nouveau depuis l’e-mail, ou demandez-en un nouveau.',
    linkInvalid: 'Ce lien n’est pas valable : il est inconnu, a déjà été utilisé ou a expiré.',
    newLink: 'Demander un nouveau lien',
    failed: 'Une erreur s’est produite',
    failedFallback: 'Veuillez réessayer dans un instant.',
    verifyTitle: 'Confirmez votre adresse e-mail',
    verifyIntro: 'Appuyez sur le bouton pour confirmer que cette adresse appartient à votre compte Alpora.',
    verifyButton: 'Confirmer l’adresse e-mail',
    verifying: 'Confirmation…',
    verifiedTitle: 'Adresse e-mail confirmée',
    verified:
      'Votre adresse e-mail est confirmée. Vous pourrez désormais réinitialiser votre mot de passe par e-mail si vous l’oubliez.',
    toDashboard: 'Aller au tableau de bord',
    reminder:
      'Veuillez confirmer votre adresse e-mail {email} : nous vous avons envoyé un lien. D’ici là, nous ne pouvons pas vous envoyer de lien de réinitialisation du mot de passe.',
    resend: 'Renvoyer le lien',
    resent: 'Envoyé',
    resentTo: 'Nous avons envoyé un nouveau lien de confirmation à {email}.',
    emailTitle: 'Adresse e-mail',
    emailIntro:
      'L’adresse à laquelle nous envoyons les e-mails du compte : liens de réinitialisation du mot de passe et avis de sécurité.',
    emailVerified: 'Vérifiée',
    emailUnverified: 'Non vérifiée',
    passwordTitle: 'Mot de passe',
    passwordIntro: 'Modifiez le mot de passe avec lequel vous vous connectez. Nous vous écrivons lorsqu’il change.',
    currentPassword: 'Mot de passe actuel',
    endOtherSessions: 'Fermer mes autres sessions',
    endOtherSessionsHint:
      'Recommandé si vous pensez que quelqu’un d’autre connaît votre mot de passe. Cette session reste ouverte.',
    changePassword: 'Modifier le mot de passe',
    changed: 'Mot de passe modifié',
    changedEnded: 'Mot de passe modifié. Autres sessions fermées : {count}.',
    changeFailed: 'Mot de passe non modifié',
  },
} as const satisfies Translation<typeof english>;
