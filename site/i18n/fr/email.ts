/** Les pages vers lesquelles renvoient nos e-mails (docs/product.md#routes) : confirmer une adresse, se désabonner. */
import type { email as english } from '../en/email.ts';
import type { Translation } from '../translation.ts';

export const email = {
  emailPages: {
    confirm: {
      title: 'Confirmez votre adresse e-mail',
      description:
        'Confirmez que cette adresse e-mail est bien la vôtre, afin que nous puissions vous envoyer les nouvelles demandées.',
      text: 'Confirmez que cette adresse est bien la vôtre : ce n’est qu’ensuite que nous vous envoyons les nouvelles demandées.',
      button: 'Confirmer mon adresse e-mail',
      confirming: 'Confirmation…',
      incomplete:
        'Ce lien est incomplet : son code manque. Ouvrez à nouveau le lien de notre e-mail, ou copiez l’adresse complète de l’e-mail dans votre navigateur.',
    },
    unsubscribe: {
      title: 'Se désabonner',
      description: 'Ne plus recevoir les e-mails auxquels ce lien se rapporte.',
      text: 'Vous ne recevrez plus les e-mails auxquels ce lien se rapporte. Rien d’autre ne change, et vous pouvez vous réabonner à tout moment.',
      button: 'Se désabonner',
    },
    confirmedUpdates: {
      title: 'Votre adresse e-mail est confirmée',
      description: 'Votre adresse e-mail est confirmée pour les nouveautés du produit.',
      text: 'Nous vous enverrons les nouveautés du produit et des informations sur l’accès anticipé. Chaque e-mail contient un lien pour vous désabonner en un clic.',
    },
    confirmedStatus: {
      title: 'Vous êtes abonné aux mises à jour d’état',
      description: 'Votre adresse e-mail est confirmée pour les mises à jour d’état.',
      text: 'Nous vous écrirons lorsque nous ouvrons, mettons à jour ou résolvons un incident. Chaque e-mail contient un lien pour vous désabonner en un clic.',
    },
    unsubscribedUpdates: {
      title: 'Vous êtes désabonné des nouveautés du produit',
      description: 'Les nouveautés du produit ne sont plus envoyées à cette adresse e-mail.',
      text: 'Nous ne vous envoyons plus de nouveautés du produit. Les réponses aux demandes que vous nous adressez vous parviennent toujours.',
    },
    unsubscribedStatus: {
      title: 'Vous êtes désabonné des mises à jour d’état',
      description: 'Les mises à jour d’état ne sont plus envoyées à cette adresse e-mail.',
      text: 'Nous ne vous envoyons plus d’e-mails sur les incidents. La page d’état et son flux d’incidents vous restent accessibles.',
    },
    linkInvalid: {
      title: 'Ce lien n’est plus valable',
      description: 'Le lien de notre e-mail a expiré ou a déjà été utilisé.',
      text: 'Un lien de confirmation de nos e-mails ne fonctionne qu’une fois et expire après 7 jours. Si vous avez déjà utilisé celui-ci, vous n’avez plus rien à faire.',
      updates:
        'Pour les nouveautés du produit, cochez « M’envoyer les nouveautés du produit par e-mail » lorsque vous rejoignez la liste d’attente, choisissez une formule ou demandez la fiche de synthèse, avec la même adresse : nous vous enverrons un nouveau lien.',
      status: 'Pour les mises à jour d’état, abonnez-vous à nouveau sur la page d’état.',
    },
    toStatus: 'Aller à la page d’état',
    toHome: 'Retour à l’accueil',
  },
} as const satisfies Translation<typeof english>;
