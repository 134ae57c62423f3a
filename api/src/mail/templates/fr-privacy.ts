/**
 * Les mots français des e-mails de demandes relatives à la protection des données
 * (docs/privacy.md#requests) : le lien qui confirme une demande de consultation ou d’effacement,
 * et la réponse. Repris dans `fr.ts`.
 */
import { KEPT_WORDS } from '@alpora/shared/kept-after-erasure';
import type { PrivacyRequestKind } from '@alpora/shared/schemas/privacy-requests';

const requestNames: Record<PrivacyRequestKind, string> = {
  access: 'consulter vos données',
  erasure: 'effacer vos données',
};

const privacyReason =
  'Vous recevez cet e-mail parce qu’une demande concernant les données de cette adresse a été présentée sur le site web d’Alpora ou nous a été adressée.';

const records = new Intl.PluralRules('fr-CH');

export const privacyMailTexts = {
  privacyRequestConfirm: {
    subject: (kind: PrivacyRequestKind) => `Confirmez votre demande visant à ${requestNames[kind]} auprès d’Alpora`,
    preview: (kind: PrivacyRequestKind) =>
      `Un clic et nous ${kind === 'access' ? 'vous montrons' : 'effaçons'} ce que nous détenons sur cette adresse.`,
    heading: 'Confirmez votre demande relative à vos données',
    body: {
      access:
        'Quelqu’un, vous sans doute, a demandé à consulter tout ce qu’Alpora détient sur cette adresse e-mail. Confirmez avec le bouton ci-dessous : nous rassemblons alors immédiatement ces données, et le même lien permet de les télécharger sous forme de fichier.',
      erasure:
        'Quelqu’un, vous sans doute, a demandé à Alpora d’effacer tout ce qu’elle détient sur cette adresse e-mail : demandes de contact, abonnements, e-mails que nous avons envoyés, ainsi qu’un compte associé à cette adresse avec toutes ses données. Confirmez avec le bouton ci-dessous et nous les effaçons immédiatement ; cette opération est irréversible.',
    } satisfies Record<PrivacyRequestKind, string>,
    button: (kind: PrivacyRequestKind) =>
      kind === 'access' ? 'Confirmer et consulter mes données' : 'Confirmer et effacer mes données',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (days: number) => `Le lien est valable ${days} jours.`,
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne se passe tant que le lien n’est pas suivi.',
    reason: privacyReason,
  },
  privacyRequestAnswered: {
    subject: {
      access: 'Vos données Alpora sont prêtes à être téléchargées',
      erasure: 'Nous avons effacé vos données chez Alpora',
      declined: (kind: PrivacyRequestKind) =>
        `Au sujet de votre demande visant à ${requestNames[kind]} auprès d’Alpora`,
    },
    preview: {
      access: 'Téléchargez ce que nous détenons sur cette adresse.',
      erasure: 'Ce que nous avons effacé, et ce que nous conservons et pourquoi.',
      declined: 'Nous n’avons pas pu donner suite à votre demande ; en voici la raison.',
    },
    heading: {
      access: 'Vos données sont prêtes',
      erasure: 'Vos données sont effacées',
      declined: 'Nous avons refusé votre demande',
    },
    access: {
      body: 'Nous avons rassemblé tout ce qu’Alpora détient sur cette adresse e-mail. Téléchargez-le sous forme de fichier JSON ou CSV depuis la page qu’ouvre le bouton.',
      button: 'Télécharger mes données',
      linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
      until: (until: string) =>
        `Le lien permet de télécharger vos données jusqu’au ${until}. Passé ce délai, présentez une nouvelle demande.`,
    },
    erasure: {
      body: 'Nous avons effacé tout ce qu’Alpora détenait sur cette adresse e-mail.',
      erasedTitle: 'Ce que nous avons effacé',
      erasedRow: (rows: number) => `${rows} ${records.select(rows) === 'one' ? 'enregistrement' : 'enregistrements'}`,
      nothing: 'Nous ne détenions rien d’autre sur cette adresse.',
      keptTitle: 'Ce que nous conservons, et pourquoi',
      kept: KEPT_WORDS.fr,
    },
    declined: {
      body: (kind: PrivacyRequestKind) =>
        `Nous n’avons pas donné suite à votre demande visant à ${requestNames[kind]}, pour la raison suivante :`,
      contact: 'Si vous n’êtes pas d’accord, répondez à cet e-mail ou écrivez à',
    },
    reason: privacyReason,
  },
};
