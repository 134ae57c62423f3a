/** The API's refusals by error code, in French (`../en/refusals.ts`). */

import type { refusals as english } from '../en/refusals.ts';
import type { Translation } from '../translation.ts';

export const refusals = {
  refusals: {
    rate_limited: 'Trop de tentatives. Veuillez réessayer dans {wait}.',
    rateLimitedLater: 'Trop de tentatives. Veuillez réessayer plus tard.',
    cohort_started:
      'Les candidatures pour cette cohorte de partenaires de conception sont closes depuis son lancement. Écrivez-nous via le formulaire de contact pour être informé de la prochaine.',
    service_unavailable: 'Nous ne pouvons pas enregistrer ceci pour le moment. Veuillez réessayer dans un instant.',
    internal_error: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    bad_request: 'Cette requête n’a pas pu être lue. Veuillez réessayer.',
    payload_too_large: 'Ce que vous avez envoyé est trop volumineux.',
    unauthorized: 'Veuillez vous connecter.',
    forbidden: 'Votre compte n’est pas autorisé à faire cela.',
    not_found: 'Élément introuvable\u00a0; il a peut-être déjà été supprimé.',
    invalid_credentials: 'Nom d’utilisateur ou mot de passe incorrect.',
    account_suspended:
      'Ce compte est suspendu. Écrivez à hello@alpora.ch pour en connaître la raison et savoir comment retrouver l’accès.',
    sign_in_expired: 'Cette connexion a expiré ou a déjà été utilisée. Connectez-vous à nouveau.',
    invalid_code: 'Ce code n’est pas correct. Vérifiez-le et réessayez.',
    reauthentication_required: 'Pour cette modification, reconnectez-vous d’abord.',
    passkey_not_accepted: 'Cette clé d’accès n’a pas pu confirmer votre connexion. Réessayez.',
    passkey_sign_in_expired: 'Cette connexion par clé d’accès a expiré. Réessayez.',
    passkey_registration_expired: 'L’ajout de cette clé d’accès a pris trop de temps. Recommencez.',
    passkey_exists: 'Cette clé d’accès est déjà enregistrée.',
    passkey_not_verified: 'La réponse de votre appareil n’a pas pu être vérifiée. Réessayez.',
    already_verified: 'Cette adresse e-mail est déjà vérifiée.',
    already_viewer: 'Cette adresse fait déjà partie de vos lecteurs.',
    email_unverified: 'Vérifiez d’abord votre propre adresse e-mail\u00a0: l’invitation la mentionne.',
    unreachable_address: 'Cette adresse e-mail ne peut pas recevoir de messages. Modifiez-la d’abord.',
    no_enrolment: 'Aucune configuration n’attend de code. Recommencez la configuration.',
    totp_not_enabled: 'La connexion à deux facteurs n’est pas activée pour ce compte. Configurez-la d’abord.',
    slot_taken: 'Ce créneau vient d’être pris\u00a0; choisissez-en un autre.',
    booking_cancelled: 'Cette démo est annulée. Réservez-en une nouvelle sur le site.',
    booking_started: 'Cette démo a déjà commencé\u00a0; elle ne peut plus être modifiée ici.',
    refused: 'Ceci n’a pas pu être accepté. Vérifiez vos indications ou écrivez à hello@alpora.ch.',
    validation_failed: 'Certains champs manquent ou ne sont pas valables.',
  },
} as const satisfies Translation<typeof english>;
