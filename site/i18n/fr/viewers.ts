/** Les observateurs et les liens de configuration (docs/back-office.md#roles) : section de /account, pages /invitation et /set-up-account, bandeau du tableau de bord. */
import type { viewers as english } from '../en/viewers.ts';
import type { Translation } from '../translation.ts';

export const viewers = {
  viewers: {
    title: 'Observateurs',
    intro:
      'Permettez à un conseiller ou à un réviseur de consulter votre tableau de bord : il obtient son propre compte, qui voit vos portefeuilles, vos positions et vos ordres sans rien pouvoir modifier.',
    email: 'Son adresse e-mail',
    invite: 'Envoyer l’invitation',
    inviting: 'Envoi…',
    invited: 'Invitation envoyée',
    invitedDetail: 'Nous avons envoyé un lien à {email}. Il ne fonctionne qu’une fois, pendant 7 jours.',
    inviteFailed: 'L’invitation n’a pas été envoyée',
    listLabel: 'Vos observateurs et invitations',
    none: 'Aucun observateur pour l’instant.',
    loading: 'Chargement des observateurs…',
    loadFailed: 'Vos observateurs n’ont pas pu être chargés : {message}',
    pending: 'Invité',
    active: 'Observateur',
    pendingDetail: 'Invité le {invited} ; le lien est valable jusqu’au {expires}.',
    activeDetail: '{username}, inscrit le {joined}',
    remove: 'Retirer',
    removeLabel: 'Retirer {email}',
    withdrawLabel: 'Retirer l’invitation de {email}',
    removed: 'Retiré',
    removedDetail: '{email} ne peut plus consulter votre tableau de bord.',
    removeFailed: 'Le retrait n’a pas pu être effectué',
    limit: 'Au plus {limit} observateurs et invitations.',
    unverified:
      'Vérifiez d’abord votre adresse e-mail : l’invitation la mentionne, afin que la personne sache qui l’invite.',
    invitationTitle: 'Vous êtes invité à consulter un tableau de bord',
    invitationIntro:
      'Ouvrez un compte en lecture seule : il voit les portefeuilles, les positions et les ordres de la personne qui vous a invité, sans rien pouvoir modifier.',
    invitationFrom: '{name} ({email}) a invité {invitee}.',
    invitationLoading: 'Vérification de l’invitation…',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    join: 'Ouvrir mon compte d’observateur',
    joining: 'Ouverture…',
    joinFailed: 'Le compte n’a pas été ouvert',
    invitationProblem:
      'Cette invitation n’est pas valable : elle est inconnue, a déjà été utilisée, a expiré ou a été retirée. Demandez-en une nouvelle à la personne qui vous a invité.',
    toHome: 'Aller à la page d’accueil',
    setupReady: 'Votre compte est prêt',
    bannerTitle: 'Consultation en lecture seule du tableau de bord de {name}',
    bannerText:
      'Vous pouvez tout consulter ici, sans rien modifier. Vos propres réglages de connexion se trouvent sur la page de votre compte.',
    setupTitle: 'Configurez votre compte',
    setupIntro: 'Choisissez le mot de passe de votre compte Alpora. Le lien ne fonctionne qu’une fois.',
    setupLoading: 'Vérification du lien…',
    setupFor: 'Compte {username} ({email})',
    setupStaff:
      'Le personnel se connecte toujours avec un second facteur : configurez dès maintenant une application d’authentification, avant que le lien ne soit utilisé.',
    setupCode: 'Code de l’application',
    setupSubmit: 'Configurer mon compte',
    setupSubmitting: 'Configuration…',
    setupFailed: 'Le compte n’a pas été configuré',
    setupProblem:
      'Ce lien de configuration n’est pas valable : il est inconnu, a déjà été utilisé ou a expiré. Demandez-en un nouveau.',
  },
} as const satisfies Translation<typeof english>;
