// The French counterparts of the English messages people read from the shared schemas and the API
// (validation errors, refusals, confirmations). The English text stays the key, word for word as the
// spec writes it, so the schemas, the API and every English test are unchanged; `localizeMessage`
// turns it into the reader's language where it is shown (the web's form fields, the API's envelope).
import { API_FAILURES_FRENCH } from './api-failures';
import { PROVINCES, type ProvinceCode } from './constants';
import { formatterFor } from './format';
import type { Locale } from './locale';

/** Text whose words depend on the reader's language (an API refusal naming a time, an amount). */
export type LocalizedText = string | ((locale: Locale) => string);

export function resolveText(text: LocalizedText, locale: Locale): string {
  return typeof text === 'function' ? text(locale) : localizeMessage(text, locale);
}

const fr = formatterFor('fr');
const number = (digits: string) => fr.number(Number(digits.replace(/,/g, '')));
/** "$1,234.50" or "$10,000" as the English messages write it → "1 234,50 $". */
const money = (dollars: string) => fr.money(Math.round(Number(dollars.replace(/[$,]/g, '')) * 100));

/**
 * Field names as the English messages use them ("First Name is required"), with the French article,
 * so one pattern serves every field: "Le prénom est obligatoire".
 */
const LABELS: Record<string, string> = {
  'First Name': 'Le prénom',
  'Last Name': 'Le nom de famille',
  Name: 'Le nom',
  'Full Name': 'Le nom complet',
  Email: 'Le courriel',
  Password: 'Le mot de passe',
  'Confirm Password': 'La confirmation du mot de passe',
  'Current Password': 'Le mot de passe actuel',
  'New Password': 'Le nouveau mot de passe',
  'Phone number': 'Le numéro de téléphone',
  OTP: 'Le code',
  Token: 'Le jeton',
  Street: 'L’adresse',
  City: 'La ville',
  Province: 'La province',
  Country: 'Le pays',
  'Postal Code': 'Le code postal',
  'Date of Birth': 'La date de naissance',
  Qualification: 'La qualification',
  'Social Insurance Number': 'Le numéro d’assurance sociale',
  'Resident Status': 'Le statut de résidence',
  'Years of Experience': 'Le nombre d’années d’expérience',
  'Routing Number': 'Le numéro de transit',
  'Account Number': 'Le numéro de compte',
  'Qualification Document': 'Le document de qualification',
  'Social Insurance Document': 'Le document d’assurance sociale',
  'Resident Document': 'Le document de résidence',
  'Government Document 1': 'La pièce d’identité gouvernementale 1',
  'Government Document 2': 'La pièce d’identité gouvernementale 2',
  Reason: 'Le motif',
  Message: 'Le message',
  Service: 'Le service',
  Description: 'La description',
  'Payment method': 'Le mode de paiement',
  Subject: 'L’objet',
  Review: 'L’avis',
  Rating: 'La note',
  Note: 'La note',
  Amount: 'Le montant',
  Year: 'L’année',
  Quantity: 'La quantité',
  Booking: 'La réservation',
  Screenshot: 'La capture d’écran',
  Image: 'L’image',
  'Cover image': 'L’image de couverture',
  'Profile picture': 'La photo de profil',
  From: 'La date de début',
  To: 'La date de fin',
  Search: 'La recherche',
  // The admin console's catalogue and content forms.
  Slug: 'Le slug',
  Title: 'Le titre',
  Body: 'Le contenu',
  Excerpt: 'L’extrait',
  Author: 'L’auteur',
  Question: 'La question',
  Answer: 'La réponse',
  Code: 'Le code',
  Icon: 'L’icône',
  Order: 'L’ordre',
  Duration: 'La durée',
  'Starting price': 'Le prix de départ',
  'Each included item': 'Chaque élément inclus',
  'Percent off': 'Le pourcentage de rabais',
  'Amount off': 'Le montant du rabais',
  'Minimum order': 'La commande minimale',
  'Usage limit': 'La limite d’utilisation',
  'Valid from': 'La date de début de validité',
  'Valid to': 'La date de fin de validité',
  Category: 'La catégorie',
  'French name': 'Le nom en français',
  'French description': 'La description en français',
  'French title': 'Le titre en français',
  'French question': 'La question en français',
  'French answer': 'La réponse en français',
  'French body': 'Le contenu en français',
  ids: 'La liste des identifiants',
};

/** Booking statuses as the English messages write them (`status.replace('_', ' ')`), after « Une réservation … ». */
const BOOKING_STATES: Record<string, string> = {
  'pending payment': 'en attente de paiement',
  'payment failed': 'en échec de paiement',
  open: 'ouverte',
  accepted: 'acceptée',
  'in progress': 'en cours',
  completed: 'terminée',
  cancelled: 'annulée',
  expired: 'expirée',
};
/** What cannot be done to a booking: « … ne peut pas être démarrée ». */
const BOOKING_VERBS: Record<string, string> = { started: 'démarrée', completed: 'terminée', assigned: 'assignée', cancelled: 'annulée', accepted: 'acceptée' };

/** Provider verification statuses, raw or with their first underscore spaced. */
const PROVIDER_STATES: Record<string, string> = {
  pending: 'en attente',
  submitted: 'soumis',
  action_required: 'en attente de corrections',
  'action required': 'en attente de corrections',
  approved: 'approuvé',
  rejected: 'refusé',
  suspended: 'suspendu',
};

const PAYOUT_STATES: Record<string, string> = {
  held: 'retenu',
  pending: 'en attente',
  sending: 'en cours d’envoi',
  paid: 'versé',
  failed: 'en échec',
  frozen: 'suspendu',
  cancelled: 'annulé',
  reversed: 'annulé par contrepassation',
};

const INBOX_STATES: Record<string, string> = { new: 'nouveau', 'in progress': 'en cours', closed: 'fermé' };

/** Words of "Payments can be at most N megabytes" style units. */
const UNITS: Record<string, string> = { MB: 'Mo', KB: 'Ko', GB: 'Go', bytes: 'octets' };
const size = (value: string) => value.replace(/^([\d.,]+) (MB|KB|GB|bytes)$/, (_m, n: string, unit: string) => `${fr.number(Number(n.replace(/,/g, '')))} ${UNITS[unit]}`);

// booking.ts writes "the Northwest Territories" in a sentence.
const PROVINCE_BY_NAME = new Map(Object.entries(PROVINCES).flatMap(([code, name]): Array<[string, ProvinceCode]> => [[name, code as ProvinceCode], [`the ${name}`, code as ProvinceCode]]));
const provinceFr = (name: string) => {
  const code = PROVINCE_BY_NAME.get(name);
  return code ? fr.province(code) : name;
};

/** The zod types and formats its default messages name. */
const ZOD_TYPES: Record<string, string> = {
  string: 'texte',
  number: 'nombre',
  boolean: 'booléen',
  array: 'liste',
  object: 'objet',
  date: 'date',
  undefined: 'aucune valeur',
  null: 'valeur nulle',
  NaN: 'NaN',
  bigint: 'entier',
  int: 'entier',
  file: 'fichier',
};
const ZOD_FORMATS: Record<string, string> = {
  UUID: 'Identifiant invalide',
  'email address': 'Adresse courriel invalide',
  URL: 'Adresse URL invalide',
  'ISO date': 'Date invalide',
  'ISO datetime': 'Date et heure invalides',
  'ISO time': 'Heure invalide',
  input: 'Format invalide',
};
const ZOD_UNITS: Record<string, [string, string]> = { characters: ['caractère', 'caractères'], items: ['élément', 'éléments'], entries: ['entrée', 'entrées'], bytes: ['octet', 'octets'] };
/** "1 caractère", "200 caractères": French keeps 0 and 1 singular. */
const counted = (n: string, unit: string) => `${number(n)} ${ZOD_UNITS[unit]?.[Number(n) < 2 ? 0 : 1] ?? unit}`;
const zodType = (type: string) => ZOD_TYPES[type] ?? type;

/** English message → French, for messages without variable parts. */
const FRENCH: Record<string, string> = {
  // Residency statuses a provider declares (stored in English), as the admin console shows them.
  'Canadian citizen': 'Citoyen canadien',
  'Permanent resident': 'Résident permanent',
  'Temporary resident (work permit)': 'Résident temporaire (permis de travail)',
  'Protected person': 'Personne protégée',
  // The web's own check of a picture before it is uploaded.
  'This picture is too large. Choose a smaller image.': 'Cette image est trop lourde. Choisissez-en une plus petite.',
  // Booking issue kinds, as the admin inbox names them.
  'Problem reported by the customer': 'Problème signalé par le client',
  'Card dispute': 'Contestation de paiement par carte',
  // ---- The shared forms (fields, sign-up, profile, booking, provider, account, privacy) ----
  'Provide valid email address': 'Entrez une adresse courriel valide',
  'Password cannot contain spaces': 'Le mot de passe ne peut pas contenir d’espaces',
  'Password must match': 'Les mots de passe doivent être identiques',
  'Enter your current password to confirm this change': 'Entrez votre mot de passe actuel pour confirmer ce changement',
  'Enter your current password to confirm': 'Entrez votre mot de passe actuel pour confirmer',
  'Phone number must be a 10-digit number': 'Le numéro de téléphone doit comporter 10 chiffres',
  'Postal Code must be a valid Canadian postal code (A1A 1A1)': 'Le code postal doit être un code postal canadien valide (A1A 1A1)',
  'Province must be a Canadian province or territory': 'La province doit être une province ou un territoire du Canada',
  'We currently serve Canada only': 'Nous servons seulement le Canada pour le moment',
  'Only .png .jpg .gif .jpeg .webp .pdf are allowed': 'Seuls les fichiers .png .jpg .gif .jpeg .webp .pdf sont acceptés',
  'Service field must have at least 1 items': 'Choisissez au moins un service',
  'Language field must have at least 1 items': 'Choisissez au moins une langue',
  'Date of Birth is required': 'La date de naissance est obligatoire',
  'You must be at least 18 years old': 'Vous devez avoir au moins 18 ans',
  'Social Insurance Number must be in the format "000-000-000"': 'Le numéro d’assurance sociale doit être au format « 000-000-000 »',
  'Years of Experience must be a whole number': 'Le nombre d’années d’expérience doit être un nombre entier',
  'Years of Experience cannot be negative': 'Le nombre d’années d’expérience ne peut pas être négatif',
  'Years of Experience must be at most 70': 'Le nombre d’années d’expérience doit être d’au plus 70',
  'Routing Number must be in the format "#####-###"': 'Le numéro de transit doit être au format « #####-### »',
  'Account Number must be exactly 12 digits': 'Le numéro de compte doit comporter exactement 12 chiffres',
  'Enter a postal code prefix like M5V': 'Entrez le début d’un code postal, comme M5V',
  'Choose services from the list': 'Choisissez des services dans la liste',
  'Add at least one service area': 'Ajoutez au moins une zone de service',
  'Send services or areas to change': 'Indiquez les services ou les zones à modifier',
  'OTP must be 6 digits': 'Le code doit comporter 6 chiffres',
  'Choose whether to receive marketing emails': 'Indiquez si vous voulez recevoir les courriels promotionnels',
  'Choose whether to receive text messages about your jobs': 'Indiquez si vous voulez recevoir des textos au sujet de vos contrats',
  'Unknown message': 'Message inconnu',
  'Service is required': 'Le service est obligatoire',
  'Date and time are required': 'La date et l’heure sont obligatoires',
  'Quantity must be a whole number': 'La quantité doit être un nombre entier',
  'Tell us what went wrong': 'Dites-nous ce qui n’a pas fonctionné',
  'Tell us what went wrong in at least 10 characters': 'Dites-nous ce qui n’a pas fonctionné en au moins 10 caractères',
  'Please keep it under 2000 characters': 'Veuillez vous limiter à 2 000 caractères',
  'Choose a card': 'Choisissez une carte',
  'The start date must be on or before the end date': 'La date de début doit précéder la date de fin ou être la même',
  'Use dates as YYYY-MM-DD': 'Écrivez les dates au format AAAA-MM-JJ',
  'Unknown booking status': 'Statut de réservation inconnu',
  'Booking is required': 'La réservation est obligatoire',
  'Rating must be between 1 and 5': 'La note doit être entre 1 et 5',
  'Type DELETE to confirm': 'Tapez SUPPRIMER pour confirmer',
  'Choose a month like 2026-11': 'Choisissez un mois, comme 2026-11',
  'Screenshot is required': 'La capture d’écran est obligatoire',
  'Messages open once a provider accepts this booking': 'La messagerie s’ouvre quand un professionnel accepte cette réservation',
  'This conversation is closed: it became read-only 7 days after the booking ended': 'Cette conversation est fermée : elle est passée en lecture seule 7 jours après la fin de la réservation',
  // Admin filters and forms.
  'Choose an admin from the list': 'Choisissez un administrateur dans la liste',
  'Sort by newest or oldest': 'Triez du plus récent au plus ancien, ou l’inverse',
  'pageNo starts at 1': 'pageNo commence à 1',
  'size must be between 1 and 100': 'size doit être entre 1 et 100',
  // The blog's and the notifications' paging.
  'pageNo must be a number': 'pageNo doit être un nombre',
  'pageNo must be a whole number': 'pageNo doit être un nombre entier',
  'size must be a number': 'size doit être un nombre',
  'size must be a whole number': 'size doit être un nombre entier',
  'size must be between 1 and 50': 'size doit être entre 1 et 50',
  'Unknown service': 'Service inconnu',
  'Unknown provider': 'Professionnel inconnu',
  'Unknown status': 'Statut inconnu',
  'Unknown document': 'Document inconnu',
  'Unknown kind': 'Type inconnu',
  'Unknown source': 'Source inconnue',
  'Unknown role': 'Rôle inconnu',
  'Unknown sort': 'Tri inconnu',
  'Unknown id': 'Identifiant inconnu',
  'Choose a provider': 'Choisissez un professionnel',
  'Amount must be in whole cents': 'Le montant doit être en cents entiers',
  'Amount must be more than $0.00': 'Le montant doit être supérieur à 0,00 $',
  'Enter an amount in dollars, like 12.50': 'Entrez un montant en dollars, comme 12,50',
  'Choose how to settle': 'Choisissez comment régler le dossier',
  'needsCallback must be true or false': 'needsCallback doit valoir true ou false',
  'Choose a status': 'Choisissez un statut',
  'To must be on or after From': 'La date de fin doit suivre la date de début ou être la même',
  'Reports start with 2024': 'Les rapports commencent en 2024',
  'Year is too far ahead': 'L’année est trop éloignée',
  'Status must be active or deactivated': 'Le statut doit être actif ou désactivé',
  'sort must be createdAt or -createdAt': 'sort doit valoir createdAt ou -createdAt',
  'Slug may use only lowercase letters, numbers and single hyphens': 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des traits d’union simples',
  'Duration must be a whole number of minutes': 'La durée doit être un nombre entier de minutes',
  'Category is required': 'La catégorie est obligatoire',
  'Price unit must be job or hour': 'L’unité de prix doit être le contrat ou l’heure',
  'Choose a tax class from the list': 'Choisissez une catégorie de taxes dans la liste',
  'Starting price must be in whole cents': 'Le prix de départ doit être en cents entiers',
  'Starting price cannot be negative': 'Le prix de départ ne peut pas être négatif',
  'Starting price must be at most $10,000': 'Le prix de départ doit être d’au plus 10 000 $',
  'Enter the price in dollars, like 129 or 129.50': 'Entrez le prix en dollars, comme 129 ou 129,50',
  'Each id may appear only once': 'Chaque identifiant ne peut paraître qu’une fois',
  'Choose yes or no': 'Choisissez oui ou non',
  'Code may contain only letters, numbers, hyphens and underscores': 'Le code ne peut contenir que des lettres, des chiffres, des traits d’union et des traits de soulignement',
  'Choose percent or fixed amount': 'Choisissez un pourcentage ou un montant fixe',
  'Valid to must be after valid from': 'La date de fin de validité doit suivre la date de début',
  'Order is asc or desc': 'L’ordre doit être asc ou desc',
  'Choose a discount code': 'Choisissez un code de rabais',
  'Choose the customer or the provider list': 'Choisissez la liste des clients ou celle des professionnels',
  'Choose a service': 'Choisissez un service',

  // ---- The API: the envelope, sign-in, the framework ----
  'Invalid request': 'Requête invalide',
  'Bad request': 'Requête invalide',
  'The request body is not valid JSON': 'Le corps de la requête n’est pas du JSON valide',
  'The request body is empty': 'Le corps de la requête est vide',
  'The request body is too large': 'Le corps de la requête est trop volumineux',
  'Unsupported content type': 'Type de contenu non pris en charge',
  'Invalid content length': 'Longueur de contenu invalide',
  'The file is too large': 'Le fichier est trop volumineux',
  'Too many files': 'Trop de fichiers',
  'Too many form fields': 'Trop de champs de formulaire',
  'Expected a multipart form': 'Un formulaire multipart est attendu',
  'Something went wrong. Please try again.': 'Une erreur s’est produite. Veuillez réessayer.',
  'Hearth is temporarily unavailable. Please try again in a moment.': 'Hearth est temporairement indisponible. Veuillez réessayer dans un instant.',
  'The address is too long': 'L’adresse est trop longue',
  'The address is not valid': 'L’adresse n’est pas valide',
  'Database unavailable': 'Base de données indisponible',
  'This service has moved': 'Ce service a été déplacé',
  'Origin not allowed': 'Origine non autorisée',
  'A valid token for this user is required': 'Un jeton valide pour cet utilisateur est requis',
  'The connection closed': 'La connexion a été fermée',
  'Text cannot contain NUL characters or broken Unicode': 'Le texte ne peut pas contenir de caractères NUL ni d’Unicode invalide',
  // The web client's own messages, when the API cannot answer.
  ...API_FAILURES_FRENCH,
  'Your card could not be used. Please check it or try another one.': 'Votre carte n’a pas pu être utilisée. Vérifiez-la ou essayez-en une autre.',

  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'You do not have permission to do this.': 'Vous n’avez pas la permission de faire cela.',
  'Verify your phone number to continue.': 'Vérifiez votre numéro de téléphone pour continuer.',
  'Upload a PNG, JPEG, GIF or WebP image': 'Téléversez une image PNG, JPEG, GIF ou WebP',
  'We are processing a lot of pictures right now. Please try again in a few seconds.': 'Nous traitons beaucoup d’images en ce moment. Veuillez réessayer dans quelques secondes.',
  'Invalid email or password': 'Courriel ou mot de passe invalide',
  'This account has been deactivated': 'Ce compte a été désactivé',
  'An account with this email already exists': 'Un compte existe déjà avec ce courriel',
  'This verification link is invalid or has expired': 'Ce lien de vérification est invalide ou a expiré',
  'This reset link is invalid or has expired': 'Ce lien de réinitialisation est invalide ou a expiré',
  'This link was replaced by a newer request or cancelled': 'Ce lien a été remplacé par une demande plus récente ou annulé',
  'This unsubscribe link is invalid': 'Ce lien de désabonnement est invalide',
  'Password is incorrect': 'Le mot de passe est incorrect',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'New password must be different from the current one': 'Le nouveau mot de passe doit être différent de l’actuel',
  'This is already your email address': 'C’est déjà votre adresse courriel',
  'User not found': 'Utilisateur introuvable',
  'Send the picture as multipart/form-data': 'Envoyez la photo en multipart/form-data',
  'Profile picture is required': 'La photo de profil est obligatoire',
  'This phone number is already in use by another account': 'Ce numéro de téléphone est déjà utilisé par un autre compte',
  'This phone number is already verified on your account': 'Ce numéro de téléphone est déjà vérifié dans votre compte',
  'Too many codes were sent to this number. Please try again in an hour.': 'Trop de codes ont été envoyés à ce numéro. Veuillez réessayer dans une heure.',
  'Please request an OTP first': 'Veuillez d’abord demander un code',
  'This OTP was sent to a different phone number': 'Ce code a été envoyé à un autre numéro de téléphone',
  'OTP has expired. Please request a new one.': 'Le code a expiré. Veuillez en demander un nouveau.',
  'Too many incorrect attempts. Please request a new OTP.': 'Trop de tentatives incorrectes. Veuillez demander un nouveau code.',
  'Invalid OTP. Please request a new one.': 'Code invalide. Veuillez en demander un nouveau.',
  'Choose a language: en or fr': 'Choisissez une langue : en ou fr',
  // Confirmations of the account routes.
  'Account created. Check your email to verify your address.': 'Compte créé. Consultez vos courriels pour confirmer votre adresse.',
  'Signed in': 'Connexion réussie',
  'Your email address has been changed': 'Votre adresse courriel a été changée',
  'Your email has been verified': 'Votre courriel a été vérifié',
  'If your account still needs verifying, we have sent a new verification link.': 'Si votre compte doit encore être vérifié, nous vous avons envoyé un nouveau lien de vérification.',
  'If an account exists for this email, we have sent a password reset link.': 'Si un compte existe pour ce courriel, nous vous avons envoyé un lien de réinitialisation du mot de passe.',
  'Your password has been reset': 'Votre mot de passe a été réinitialisé',
  'You have been unsubscribed from marketing emails': 'Vous êtes désabonné des courriels promotionnels',
  'You have been signed out on every device': 'Vous avez été déconnecté de tous vos appareils',
  'Your account has been deactivated': 'Votre compte a été désactivé',
  'Phone number verified': 'Numéro de téléphone vérifié',
  'Profile updated': 'Profil mis à jour',
  // A professional's public profile.
  'Professional not found': 'Professionnel introuvable',
  'Public profile saved': 'Profil public enregistré',
  'Bio must be text': 'La présentation doit être du texte',
  'Bio must be at most 800 characters': 'La présentation doit compter au plus 800 caractères',
  'Choose languages from the list': 'Choisissez les langues dans la liste',
  'Years of experience must be a whole number from 0 to 60': 'Les années d’expérience doivent être un nombre entier de 0 à 60',
  'Say whether the insurance was checked': 'Indiquez si l’assurance a été vérifiée',
  'Insurance marked as checked': 'Assurance marquée comme vérifiée',
  'Insurance check removed': 'Vérification de l’assurance retirée',
  'Profile picture updated': 'Photo de profil mise à jour',
  'Profile picture removed': 'Photo de profil supprimée',
  'Your password has been changed': 'Votre mot de passe a été changé',
  'Email change cancelled': 'Changement de courriel annulé',
  'Email preferences saved': 'Préférences de courriel enregistrées',
  'Text message alerts saved': 'Alertes par texto enregistrées',
  // Web Push devices (modules/push, the alerts contract).
  'Push alerts are not set up on this server': 'Les alertes push ne sont pas configurées sur ce serveur',
  'This push service is not supported': 'Ce service push n’est pas pris en charge',
  'The push endpoint must be a URL': 'Le point de terminaison push doit être une URL',
  'Device not found': 'Appareil introuvable',
  'Alerts turned on for this device': 'Alertes activées pour cet appareil',
  'Device removed': 'Appareil retiré',
  'Test alert sent': 'Alerte d’essai envoyée',
  // Dev tools only (a simulated device's push service); read by developers, kept for the catalogue test.
  'The push is not signed with this server’s VAPID key': 'La notification push n’est pas signée avec la clé VAPID de ce serveur',
  'A push must be encrypted with aes128gcm': 'Une notification push doit être chiffrée en aes128gcm',
  'The push does not decrypt to an alert for this device': 'La notification push ne se déchiffre pas en une alerte pour cet appareil',
  'This simulated device is not subscribed': 'Cet appareil simulé n’est pas abonné',
  'Language preference saved': 'Préférence de langue enregistrée',

  // Confirmations of the other routes.
  'Thank you for inquiry': 'Merci pour votre demande',
  'Account reactivated': 'Compte réactivé',
  'Action item cleared': 'Demande de correction retirée',
  'Action requested': 'Correction demandée',
  'Address deleted': 'Adresse supprimée',
  'Address saved': 'Adresse enregistrée',
  'All notifications marked as read': 'Toutes les notifications sont marquées comme lues',
  'Booking accepted': 'Réservation acceptée',
  'Booking cancelled; the payment was released in full': 'Réservation annulée; le paiement a été libéré en entier',
  'Booking confirmed': 'Réservation confirmée',
  'Your booking has moved to the new time': 'Votre réservation a été déplacée au nouveau moment',
  'We asked your professional to confirm the new time': 'Nous avons demandé à votre professionnel de confirmer le nouveau moment',
  'Request withdrawn. Your booking stays at its time.': 'Demande retirée. Votre réservation reste au même moment.',
  'New time accepted. The customer is told.': 'Nouveau moment accepté. Le client en est avisé.',
  'Job handed back. It is offered to other professionals at the new time.': 'Contrat remis. Il est offert à d’autres professionnels au nouveau moment.',
  'Only a booking that has not started can be moved': 'Seule une réservation qui n’a pas commencé peut être déplacée',
  'Choose a time other than the one booked': 'Choisissez un autre moment que celui réservé',
  'A booking with a professional can only be moved more than 24 hours before it starts. Cancel it instead, or message your professional.':
    'Une réservation avec un professionnel ne peut être déplacée que plus de 24 heures avant son début. Annulez-la plutôt, ou écrivez à votre professionnel.',
  'You already asked your professional for another time. Withdraw that request first.': 'Vous avez déjà demandé un autre moment à votre professionnel. Retirez d’abord cette demande.',
  'There is no request for another time waiting': 'Aucune demande d’un autre moment n’est en attente',
  'The requested time is too close or has passed': 'Le moment demandé est trop proche ou déjà passé',
  'This booking changed meanwhile. Reload it and try again.': 'Cette réservation a changé entre-temps. Rechargez-la et réessayez.',
  'Business details submitted for review': 'Renseignements sur l’entreprise soumis pour révision',
  'Card removed': 'Carte retirée',
  'Contact details saved': 'Coordonnées enregistrées',
  'Cover image saved': 'Image de couverture enregistrée',
  'Discount created': 'Rabais créé',
  'Document removed': 'Document retiré',
  'Event applied': 'Événement appliqué',
  'Image updated': 'Image mise à jour',
  'Job completed': 'Contrat terminé',
  'Job handed back. The customer is told we are finding another professional.': 'Contrat remis. Le client est avisé que nous cherchons un autre professionnel.',
  'Job started': 'Contrat commencé',
  'Note added': 'Note ajoutée',
  'Notification sent': 'Notification envoyée',
  'Offer saved': 'Offre enregistrée',
  'Provider assigned': 'Professionnel assigné',
  'Provider rejected': 'Professionnel refusé',
  'Redirect removed': 'Redirection retirée',
  'Removed from your wishlist': 'Retiré de votre liste de souhaits',
  'Saved to your wishlist': 'Ajouté à votre liste de souhaits',
  'Social links saved': 'Liens des réseaux sociaux enregistrés',
  'Status updated': 'Statut mis à jour',
  'Thank you for your review': 'Merci pour votre avis',
  'Thank you. Our support team will get back to you shortly.': 'Merci. Notre équipe de soutien vous répondra sous peu.',
  'Thanks for telling us. We have paused the payout and will contact you within one business day.':
    'Merci de nous l’avoir signalé. Nous avons suspendu le versement et communiquerons avec vous d’ici un jour ouvrable.',
  'Your account is closed and your personal data has been erased.': 'Votre compte est fermé et vos données personnelles ont été effacées.',

  // ---- The API: bookings, payments and jobs ----
  'Booking not found': 'Réservation introuvable',
  'Service not found': 'Service introuvable',
  'This service is not available': 'Ce service n’est pas offert',
  'This service is priced per visit': 'Ce service est facturé par visite',
  'This service is priced per visit; quantity must be 1': 'Ce service est facturé par visite; la quantité doit être 1',
  'Description is required': 'La description est obligatoire',
  'An Idempotency-Key header (8–200 letters, digits, - or _) is required': 'Un en-tête Idempotency-Key (de 8 à 200 lettres, chiffres, - ou _) est obligatoire',
  'An Idempotency-Key header (a UUID) is required': 'Un en-tête Idempotency-Key (un UUID) est obligatoire',
  'This Idempotency-Key was already used for a different refund': 'Cet en-tête Idempotency-Key a déjà servi pour un autre remboursement',
  'Your card was declined.': 'Votre carte a été refusée.',
  'Your card has insufficient funds.': 'Les fonds de votre carte sont insuffisants.',
  'This card belongs to another account.': 'Cette carte appartient à un autre compte.',
  'This payment method is not recognised. Please use another card.': 'Ce mode de paiement n’est pas reconnu. Veuillez utiliser une autre carte.',
  'This saved card was not found. Choose another card.': 'Cette carte enregistrée est introuvable. Choisissez une autre carte.',
  "This booking's payment does not need a new card": 'Le paiement de cette réservation n’a pas besoin d’une nouvelle carte',
  'This booking has already been accepted': 'Cette réservation a déjà été acceptée',
  'This booking is no longer available': 'Cette réservation n’est plus offerte',
  'This booking is not offered to you': 'Cette réservation ne vous est pas offerte',
  'You already have a job at that time': 'Vous avez déjà un contrat à cette heure-là',
  'This job is outside your availability': 'Ce contrat est en dehors de vos disponibilités',
  'Customer told you are on your way': 'Le client sait que vous êtes en route',
  'Arrival time is required': 'L’heure d’arrivée est obligatoire',
  'Arrival time must be a whole number of minutes': 'L’heure d’arrivée doit être un nombre entier de minutes',
  'Arrival time must be between 5 and 180 minutes': 'L’heure d’arrivée doit être entre 5 et 180 minutes',
  'You can tell the customer you are on your way from 3 hours before the job starts': 'Vous pourrez indiquer au client que vous êtes en route à partir de 3 heures avant le début du contrat',
  'The scheduled time of this job is over': 'L’heure prévue de ce contrat est passée',
  'Only an accepted job that has not started can be on its way': 'Seul un contrat accepté et pas encore commencé peut être en route',
  'You have updated your arrival time too often. Try again later.': 'Vous avez mis à jour votre heure d’arrivée trop souvent. Réessayez plus tard.',
  'It falls on your time off': 'Il tombe pendant vos congés',
  'It is outside your working hours': 'Il est en dehors de vos heures de travail',
  'You already have as many jobs that day as you take': 'Vous avez déjà autant de contrats ce jour-là que vous en acceptez',
  'It leaves less travel time between your jobs than you asked for': 'Il laisse moins de temps de déplacement entre vos contrats que vous l’avez demandé',
  'Job declined': 'Contrat refusé',
  'Keep the reason under 200 characters': 'Le motif doit compter moins de 200 caractères',
  'Working hours saved': 'Heures de travail enregistrées',
  'Time off added': 'Congé ajouté',
  'Time off removed': 'Congé retiré',
  'Time off not found': 'Congé introuvable',
  'Calendar link turned off': 'Lien du calendrier désactivé',
  'Calendar not found': 'Calendrier introuvable',
  'The day must end after it starts': 'La journée doit finir après son début',
  'Each day can be listed once': 'Chaque jour ne peut figurer qu’une fois',
  'Enter a number': 'Entrez un nombre',
  'Enter a whole number': 'Entrez un nombre entier',
  'Take at least 1 job a day': 'Acceptez au moins 1 contrat par jour',
  'At most 20 jobs a day': 'Au plus 20 contrats par jour',
  'The buffer cannot be negative': 'La marge ne peut pas être négative',
  'At most 240 minutes': 'Au plus 240 minutes',
  'Quiet hours must start and end at different times': 'Les heures de silence doivent commencer et finir à des heures différentes',
  'Use a time as HH:MM': 'Indiquez une heure au format HH:MM',
  'Choose a time zone': 'Choisissez un fuseau horaire',
  'Allow at least 1 alert an hour': 'Permettez au moins 1 alerte par heure',
  'Allow at most 60 alerts an hour': 'Permettez au plus 60 alertes par heure',
  'The end date cannot be before the start date': 'La date de fin ne peut pas précéder la date de début',
  "This job's start window has passed. Contact support.": 'Le délai pour commencer ce contrat est passé. Communiquez avec le soutien.',
  'Start the job before completing it': 'Commencez le contrat avant de le terminer',
  'You can complete this job once its scheduled start has passed': 'Vous pourrez terminer ce contrat une fois son heure de début passée',
  'A job that has started cannot be cancelled. Contact support if something went wrong.': 'Un contrat commencé ne peut pas être annulé. Communiquez avec le soutien en cas de problème.',
  'Only a completed job can have a problem reported': 'Seul un contrat terminé peut faire l’objet d’un signalement de problème',
  'The time to report a problem with this job has passed': 'Le délai pour signaler un problème avec ce contrat est passé',
  'A problem was already reported for this booking': 'Un problème a déjà été signalé pour cette réservation',
  'The payment is still being captured. Try again in a minute.': 'Le paiement est en cours de prélèvement. Réessayez dans une minute.',
  'There is no payment left to refund on this booking': 'Il ne reste aucun paiement à rembourser pour cette réservation',
  'There is nothing to settle: this booking has no payout': 'Rien à régler : cette réservation n’a pas de versement',
  "The customer's card was never charged for this job, so nothing can be paid out. Settle it with a full refund to close it.":
    'La carte du client n’a jamais été débitée pour ce contrat : rien ne peut être versé. Réglez le dossier par un remboursement complet pour le fermer.',
  'Someone else changed this booking meanwhile. Reload it and try again.': 'Quelqu’un d’autre a modifié cette réservation entre-temps. Rechargez-la et réessayez.',
  'This booking changed while you were refunding it. Reload it and try again.': 'Cette réservation a changé pendant votre remboursement. Rechargez-la et réessayez.',
  'This booking has no card payment to dispute': 'Cette réservation n’a aucun paiement par carte à contester',
  'This provider already has a job at that time': 'Ce professionnel a déjà un contrat à cette heure-là',
  'This provider cannot take the booking: they must be approved, reachable and offer this service':
    'Ce professionnel ne peut pas prendre la réservation : il doit être approuvé, joignable et offrir ce service',
  'This provider is already assigned to the booking': 'Ce professionnel est déjà assigné à la réservation',
  'This code is not valid': 'Ce code n’est pas valide',
  'This code is not active yet': 'Ce code n’est pas encore actif',
  'This code has expired': 'Ce code a expiré',
  'This code has reached its usage limit': 'Ce code a atteint sa limite d’utilisation',
  'You have already used this code': 'Vous avez déjà utilisé ce code',
  'This code is for your first booking only': 'Ce code est réservé à votre première réservation',
  'Invalid webhook signature': 'Signature de webhook invalide',
  'The local payments gateway is not in use': 'La passerelle de paiement locale n’est pas utilisée',
  'This payout account is not at the local gateway': 'Ce compte de versement n’est pas à la passerelle locale',
  'This payout was never sent, so there is no transfer to reverse': 'Ce versement n’a jamais été envoyé : il n’y a aucun transfert à contrepasser',
  'This provider has no payout account': 'Ce professionnel n’a pas de compte de versement',
  'Payout not found': 'Versement introuvable',
  'Only a captured charge can be disputed.': 'Seul un paiement prélevé peut être contesté.',
  'This transfer was already reversed.': 'Ce transfert a déjà été contrepassé.',
  'Card not found': 'Carte introuvable',
  'This card is already saved': 'Cette carte est déjà enregistrée',
  'Address not found': 'Adresse introuvable',
  'Invoice not found': 'Facture introuvable',
  'Write a message or attach a file': 'Écrivez un message ou joignez un fichier',
  'Admins can read conversations but not write in them': 'Les administrateurs peuvent lire les conversations, mais pas y écrire',
  'Attachment not found': 'Pièce jointe introuvable',
  'File not found': 'Fichier introuvable',
  'Image not found': 'Image introuvable',
  'Notification not found': 'Notification introuvable',
  'Not found': 'Introuvable',
  'You can review a job once it is completed': 'Vous pourrez évaluer un contrat une fois qu’il sera terminé',
  'You have already reviewed this booking': 'Vous avez déjà évalué cette réservation',
  'Review not found': 'Avis introuvable',
  'Report not found': 'Signalement introuvable',
  'Reply is required': 'La réponse est obligatoire',
  'Reply must be at most 1000 characters': 'La réponse doit compter au plus 1000 caractères',
  'You have already replied to this review': 'Vous avez déjà répondu à cet avis',
  'Your reply is published': 'Votre réponse est publiée',
  'Choose a reason': 'Choisissez un motif',
  'Details must be at most 1000 characters': 'Les précisions doivent compter au plus 1000 caractères',
  'Tell us what is wrong with this review': 'Dites-nous ce qui ne va pas dans cet avis',
  'You cannot report your own review': 'Vous ne pouvez pas signaler votre propre avis',
  'You have already reported this review': 'Vous avez déjà signalé cet avis',
  'Thank you. Our team will look at this review.': 'Merci. Notre équipe examinera cet avis.',
  'Choose whether to hide or keep the review': 'Choisissez de masquer ou de conserver l’avis',
  'The review is hidden': 'L’avis est masqué',
  'The review stays published': 'L’avis reste publié',
  'Note must be at most 1000 characters': 'La note doit compter au plus 1000 caractères',
  'Too many messages. Please wait a minute before sending more.': 'Trop de messages. Veuillez attendre une minute avant d’en envoyer d’autres.',

  // ---- The API: providers ----
  'Provider not found': 'Professionnel introuvable',
  'Provider profile not found': 'Profil de professionnel introuvable',
  'Document not found': 'Document introuvable',
  'Verify your phone number to receive bookings': 'Vérifiez votre numéro de téléphone pour recevoir des réservations',
  'Your account is suspended. Contact support.': 'Votre compte est suspendu. Communiquez avec le soutien.',
  'Your account is suspended. Contact our support team to have it reviewed.': 'Votre compte est suspendu. Communiquez avec notre équipe de soutien pour le faire réviser.',
  'Your account is waiting for approval. Complete your business details to get approved.': 'Votre compte attend d’être approuvé. Remplissez les renseignements sur votre entreprise pour être approuvé.',
  'Your documents are being reviewed. You can change them once the review is done.': 'Vos documents sont en cours de révision. Vous pourrez les modifier une fois la révision terminée.',
  'Documents cannot be removed once your account is approved. Contact support if something changed.':
    'Les documents ne peuvent plus être retirés une fois votre compte approuvé. Communiquez avec le soutien si quelque chose a changé.',
  'Send business details as multipart/form-data': 'Envoyez les renseignements sur l’entreprise en multipart/form-data',
  'This provider has not given a Social Insurance Number yet': 'Ce professionnel n’a pas encore fourni de numéro d’assurance sociale',
  'This provider has not verified a phone number. They must verify it before they can be approved.':
    'Ce professionnel n’a pas vérifié de numéro de téléphone. Il doit le faire avant d’être approuvé.',
  'Open action item not found': 'Demande de correction ouverte introuvable',

  // ---- The API: account, privacy, wishlist, support ----
  'This email is already verified': 'Ce courriel est déjà vérifié',
  'Reactivate this account before sending it a verification email': 'Réactivez ce compte avant de lui envoyer un courriel de vérification',
  'This account is already active': 'Ce compte est déjà actif',
  'This account is already deactivated': 'Ce compte est déjà désactivé',
  'This account has already been closed': 'Ce compte a déjà été fermé',
  'You cannot deactivate your own account': 'Vous ne pouvez pas désactiver votre propre compte',
  'An admin account cannot be closed from here. Ask another admin to deactivate it.': 'Un compte administrateur ne peut pas être fermé ici. Demandez à un autre administrateur de le désactiver.',
  'You have a booking that is not finished yet. Cancel it, or wait until the job is done, then close your account.':
    'Vous avez une réservation qui n’est pas terminée. Annulez-la ou attendez la fin du contrat, puis fermez votre compte.',
  'You have accepted jobs that are not finished yet. Complete them or hand them back, then close your account.':
    'Vous avez accepté des contrats qui ne sont pas terminés. Terminez-les ou rendez-les, puis fermez votre compte.',
  'A job you booked was completed recently and you can still report a problem with it. Please try again once that window has closed.':
    'Un contrat que vous avez réservé a été terminé récemment et vous pouvez encore signaler un problème. Veuillez réessayer une fois ce délai écoulé.',
  'A payment on one of your bookings is not settled yet. Please try again once it is, usually within a few days.':
    'Un paiement sur l’une de vos réservations n’est pas encore réglé. Veuillez réessayer une fois qu’il le sera, habituellement d’ici quelques jours.',
  'A payout to you is not settled yet. Please try again once it has been paid to your bank account.':
    'Un versement qui vous est destiné n’est pas encore réglé. Veuillez réessayer une fois qu’il aura été déposé dans votre compte bancaire.',
  'A problem report or payment issue on one of your bookings is still open. Our team will settle it first; contact support if you need it sooner.':
    'Un signalement de problème ou un litige de paiement est encore ouvert sur l’une de vos réservations. Notre équipe le réglera d’abord; communiquez avec le soutien s’il presse.',
  'A refund to you is still on its way. Please try again once it has gone through.': 'Un remboursement est en route vers vous. Veuillez réessayer une fois qu’il sera passé.',
  'Send the help request as multipart/form-data': 'Envoyez la demande d’aide en multipart/form-data',
  'Screenshot not found': 'Capture d’écran introuvable',
  'Support ticket not found': 'Demande d’aide introuvable',
  'Send the image as multipart/form-data': 'Envoyez l’image en multipart/form-data',
  'Send the cover image as multipart/form-data': 'Envoyez l’image de couverture en multipart/form-data',

  // ---- The API: admin console ----
  'Inbox item not found': 'Élément de la boîte de réception introuvable',
  'This item has no email address to reply to: call the visitor back instead': 'Cet élément n’a aucune adresse courriel où répondre : rappelez plutôt la personne',
  'A discount with this code already exists': 'Un rabais avec ce code existe déjà',
  'Discount not found': 'Rabais introuvable',
  'Another post in this language already has this translation key': 'Un autre article dans cette langue a déjà cette clé de traduction',
  'Blog post not found': 'Article de blogue introuvable',
  'Card list not found': 'Liste de cartes introuvable',
  'Category not found': 'Catégorie introuvable',
  'Page not found': 'Page introuvable',
  'Redirect not found': 'Redirection introuvable',
  'Cover image is required': 'L’image de couverture est obligatoire',
  'Image is required': 'L’image est obligatoire',
  'This slug is already used by another category': 'Ce slug est déjà utilisé par une autre catégorie',
  'This slug is already used by another service': 'Ce slug est déjà utilisé par un autre service',
  'This slug still redirects to another service; remove that redirect first': 'Ce slug redirige encore vers un autre service; retirez d’abord cette redirection',
};

/** Messages with variable parts: the English pattern and how the French reads, from the same captures (null: not ours). */
const FRENCH_PATTERNS: Array<[RegExp, (...captures: string[]) => string | null]> = [
  // Field rules shared by every form.
  [/^(.+) is required$/, (label) => (LABELS[label] ? `${LABELS[label]} est obligatoire` : null)],
  [/^(.+) must be at most ([\d,]+) characters$/, (label, max) => (LABELS[label] ? `${LABELS[label]} doit contenir au plus ${number(max!)} caractères` : null)],
  [/^(.+) must be at least ([\d,]+) characters$/, (label, min) => (LABELS[label] ? `${LABELS[label]} doit contenir au moins ${number(min!)} caractères` : null)],
  [/^(.+) must be a date \(YYYY-MM-DD\)$/, (label) => (LABELS[label] ? `${LABELS[label]} doit être une date (AAAA-MM-JJ)` : null)],
  [/^(.+) must be a whole number$/, (label) => (LABELS[label] ? `${LABELS[label]} doit être un nombre entier` : null)],
  [/^(.+) must be between ([\d,]+) and ([\d,]+)$/, (label, min, max) => (LABELS[label] ? `${LABELS[label]} doit être entre ${number(min!)} et ${number(max!)}` : null)],
  [/^(.+) must be at least ([\d,]+)$/, (label, min) => (LABELS[label] ? `${LABELS[label]} doit être d’au moins ${number(min!)}` : null)],
  [/^(.+) must be at most ([\d,]+)$/, (label, max) => (LABELS[label] ? `${LABELS[label]} doit être d’au plus ${number(max!)}` : null)],
  [/^Use at most ([\d,]+) characters$/, (max) => `Utilisez au plus ${number(max!)} caractères`],
  [/^A date range can cover at most ([\d,]+) days$/, (days) => `Une période peut couvrir au plus ${number(days!)} jours`],
  [/^Duration must be between ([\d,]+) and ([\d,]+) minutes$/, (min, max) => `La durée doit être entre ${number(min!)} et ${number(max!)} minutes`],
  [/^List at most ([\d,]+) included items$/, (max) => `Indiquez au plus ${number(max!)} éléments inclus`],
  [/^(.+) is a postal code in (.+), not (.+)$/, (code, provinces, chosen) => `${code} est un code postal situé ${inProvinces(provinces!)}, et non ${inProvince(chosen!)}`],
  // Booking times (scheduleError).
  [/^Please choose a time at least ([\d.]+) hours from now$/, (hours) => `Veuillez choisir une heure dans au moins ${number(hours!)} heures`],
  [/^Bookings open ([\d,]+) days ahead; please choose an earlier date$/, (days) => `Les réservations ouvrent ${number(days!)} jours à l’avance; veuillez choisir une date plus rapprochée`],
  [/^Please choose a start time between (\d\d):(\d\d) and (\d\d):(\d\d), on the hour or half hour$/, (h1, m1, h2, m2) => `Veuillez choisir une heure de début entre ${frenchClock(h1!, m1!)} et ${frenchClock(h2!, m2!)}, à l’heure ou à la demie`],

  // The API.
  [/^Route (\S+) (\S+) not found$/, (method, path) => `Route ${method} ${path} introuvable`],
  [/^Too many requests\. Please try again in (\d+) (\w+)\.$/, (n, unit) => `Trop de requêtes. Veuillez réessayer dans ${duration(n!, unit!)}.`],
  [/^Too many failed sign-in attempts\. Please try again in (\d+) minutes? or reset your password\.$/, (n) => `Trop de tentatives de connexion échouées. Veuillez réessayer dans ${duration(n!, 'minutes')} ou réinitialiser votre mot de passe.`],
  [/^Please wait (\d+) seconds before requesting a new OTP$/, (n) => `Veuillez attendre ${n} secondes avant de demander un nouveau code`],
  [/^Invalid OTP\. (\d+) attempts? left\.$/, (n) => (n === '1' ? 'Code invalide. Il reste 1 tentative.' : `Code invalide. Il reste ${n} tentatives.`)],
  [/^OTP sent to \+1 (\d{3}-\d{3}-\d{4})$/, (phone) => `Code envoyé au +1 ${fr.phone(`+1${phone!.replace(/-/g, '')}`)}`],
  [/^Unknown service: (.+)\. Choose services from our catalogue\.$/, (names) => `Service inconnu : ${names}. Choisissez des services de notre catalogue.`],
  [/^We sent a confirmation link to (.+)\. Your email changes when you open it\.$/, (email) => `Nous avons envoyé un lien de confirmation à ${email}. Votre courriel changera quand vous l’ouvrirez.`],
  [/^Reply sent to (.+)$/, (to) => `Réponse envoyée à ${to}`],
  [/^Verification email sent to (.+)$/, (email) => `Courriel de vérification envoyé à ${email}`],
  [/^Verify your email before booking\. We sent a link to (.+)\.$/, (email) => `Confirmez votre courriel avant de réserver. Nous avons envoyé un lien à ${email === 'your email address' ? 'votre adresse courriel' : email}.`],
  [/^Unexpected file field "(.*)"$/, (field) => `Champ de fichier inattendu : « ${field} »`],
  [/^(.*) is empty$/, (file) => (file === 'A file' ? 'Un fichier est vide' : `Le fichier ${file} est vide`)],
  [/^Each file must be at most (\d+) MB$/, (mb) => `Chaque fichier doit faire au plus ${mb} Mo`],
  [/^Attach at most (\d+) files$/, (n) => `Joignez au plus ${n} fichiers`],
  [/^This file is larger than (.+)$/, (limit) => `Ce fichier dépasse ${size(limit!)}`],
  [/^This file is not a valid (.+?)\. (.+)$/, (kind, rule) => `Ce fichier n’est pas un ${kind} valide. ${FRENCH[rule!] ?? rule}`],
  [
    /^This picture is (\d+) × (\d+) pixels \(([\d.]+) megapixels\)\. Pictures can be at most ([\d.]+) megapixels; please upload a smaller one\.$/,
    (w, h, mp, max) => `Cette image fait ${number(w!)} × ${number(h!)} pixels (${fr.number(Number(mp))} mégapixels). Les images peuvent faire au plus ${fr.number(Number(max))} mégapixels; veuillez en téléverser une plus petite.`,
  ],
  [/^You can save up to (\d+) addresses$/, (n) => `Vous pouvez enregistrer jusqu’à ${n} adresses`],
  [/^You can save up to (\d+) cards$/, (n) => `Vous pouvez enregistrer jusqu’à ${n} cartes`],
  [/^Your wishlist can hold up to (\d+) services$/, (n) => `Votre liste de souhaits peut contenir jusqu’à ${n} services`],
  [/^You can download your data (\d+) times an hour\. Please try again later\.$/, (n) => `Vous pouvez télécharger vos données ${n} fois par heure. Veuillez réessayer plus tard.`],
  [/^This code needs an order of at least (\$[\d,]+(?:\.\d\d)?)$/, (amount) => `Ce code exige une commande d’au moins ${money(amount!)}`],
  [
    /^A partial refund is more than \$0\.00 and less than (\$[\d,]+(?:\.\d\d)?); use a full refund for all of it$/,
    (amount) => `Un remboursement partiel doit être supérieur à 0,00 $ et inférieur à ${money(amount!)}; utilisez un remboursement complet pour la totalité`,
  ],
  [/^Refunded (\$[\d,]+(?:\.\d\d)?)$/, (amount) => `${money(amount!)} remboursé`],
  [/^This booking is already (.+)$/, (state) => (BOOKING_STATES[state!] ? `Cette réservation est déjà ${BOOKING_STATES[state!]}` : null)],
  [/^A booking that is (.+) cannot be (\w+)$/, (state, verb) => (BOOKING_STATES[state!] && BOOKING_VERBS[verb!] ? `Une réservation ${BOOKING_STATES[state!]} ne peut pas être ${BOOKING_VERBS[verb!]}` : null)],
  [/^There is nothing to settle: the payout is already (\w+)$/, (state) => `Rien à régler : le versement est déjà ${PAYOUT_STATES[state!] ?? state}`],
  [/^Only failed payouts, or ones stuck sending, can be retried; this one is (\w+)$/, (state) => `Seuls les versements en échec ou bloqués à l’envoi peuvent être relancés; celui-ci est ${PAYOUT_STATES[state!] ?? state}`],
  [
    /^A provider whose status is (.+) cannot be (approved|rejected)$/,
    (state, action) => `Un professionnel au statut « ${PROVIDER_STATES[state!] ?? state} » ne peut pas être ${action === 'approved' ? 'approuvé' : 'refusé'}`,
  ],
  [/^Only an approved provider can be suspended; this one is (.+)$/, (state) => `Seul un professionnel approuvé peut être suspendu; celui-ci est ${PROVIDER_STATES[state!] ?? state}`],
  [/^Only a suspended provider can be reinstated; this one is (.+)$/, (state) => `Seul un professionnel suspendu peut être rétabli; celui-ci est ${PROVIDER_STATES[state!] ?? state}`],
  [
    /^This Social Insurance Number is also on another provider account \((.+)\)\. Reject or resolve that account before approving this one\.$/,
    (accounts) => `Ce numéro d’assurance sociale figure aussi dans un autre compte de professionnel (${accounts}). Refusez ce compte ou réglez sa situation avant d’approuver celui-ci.`,
  ],
  [/^This item is already (.+)$/, (state) => (INBOX_STATES[state!] ? `Cet élément est déjà ${INBOX_STATES[state!]}` : null)],
  [
    /^An item that is (.+) cannot be marked (.+)$/,
    (from, to) => (INBOX_STATES[from!] && INBOX_STATES[to!] ? `Un élément ${INBOX_STATES[from!]} ne peut pas être marqué ${INBOX_STATES[to!]}` : null),
  ],
  [/^List every (.+) exactly once$/, (what) => `Indiquez chaque ${what === 'category' ? 'catégorie' : what === 'service' ? 'service' : what} exactement une fois`],
  [
    /^This conversation can keep at most (.+?) of files, and it already holds (.+?)\. Please send fewer or smaller files\.$/,
    (max, held) => `Cette conversation peut conserver au plus ${size(max!)} de fichiers et en contient déjà ${size(held!)}. Veuillez envoyer moins de fichiers ou des fichiers plus petits.`,
  ],
  [
    /^Conversations from your network can keep at most (.+?) of files a day\. Please try again tomorrow, or send the files to our team by email\.$/,
    (max) => `Les conversations de votre réseau peuvent conserver au plus ${size(max!)} de fichiers par jour. Veuillez réessayer demain ou envoyer les fichiers à notre équipe par courriel.`,
  ],
  [
    /^Payouts you received in (\d{4}) must be reported to the Canada Revenue Agency, with your name, address, date of birth and SIN, by January 31, (\d{4}) \(Part XX of the Income Tax Act\)\. Your account can be closed after that; you can download your data now\.$/,
    (year, next) =>
      `Les versements reçus en ${year} doivent être déclarés à l’Agence du revenu du Canada, avec vos nom, adresse, date de naissance et NAS, au plus tard le 31 janvier ${next} (partie XX de la Loi de l’impôt sur le revenu). Votre compte pourra être fermé ensuite; vous pouvez télécharger vos données dès maintenant.`,
  ],
  [/^The local gateway has no (payment|transfer) (.+)\.$/, (what, id) => `La passerelle locale n’a aucun ${what === 'payment' ? 'paiement' : 'transfert'} ${id}.`],
  [/^Not ready: (.+)$/, (failing) => `Pas prêt : ${failing}`],
  [/^(.+) not found$/, (what) => (LABELS[what] ? `${LABELS[what]} : introuvable` : null)],

  // zod's own messages, for the few rules that do not name theirs (a list's size, an id's format).
  [/^Invalid input: expected (\w+), received (\w+)$/, (expected, received) => `Valeur invalide (attendu : ${zodType(expected!)}; reçu : ${zodType(received!)})`],
  [/^Invalid input: expected (.+)$/, (expected) => `Valeur invalide (attendu : ${expected})`],
  [/^Invalid option: expected one of (.+)$/, (options) => `Option invalide (valeurs permises : ${options})`],
  [/^Invalid discriminator value\. Expected (.+)$/, (options) => `Valeur invalide (valeurs permises : ${options})`],
  [/^Too big: expected (\w+) to have (<=|<|exactly )(\d+) (\w+)$/, (_origin, rel, n, unit) => `Trop long : ${relation(rel!, 'max')} ${counted(n!, unit!)}`],
  [/^Too small: expected (\w+) to have (>=|>|exactly )(\d+) (\w+)$/, (_origin, rel, n, unit) => `Trop court : ${relation(rel!, 'min')} ${counted(n!, unit!)}`],
  [/^Too big: expected (\w+) to be (<=|<|exactly )(-?[\d.]+)$/, (_origin, rel, n) => `Valeur trop grande : ${relation(rel!, 'max')} ${fr.number(Number(n))}`],
  [/^Too small: expected (\w+) to be (>=|>|exactly )(-?[\d.]+)$/, (_origin, rel, n) => `Valeur trop petite : ${relation(rel!, 'min')} ${fr.number(Number(n))}`],
  [/^Invalid string: must match pattern .+$/, () => 'Format invalide'],
  [/^Invalid number: must be a multiple of (.+)$/, (n) => `Nombre invalide : doit être un multiple de ${n}`],
  [/^Unrecognized keys?: (.+)$/, (keys) => `Champs non reconnus : ${keys}`],
  [/^Invalid (?:value|key) in (\w+)$/, () => 'Valeur invalide'],
  [/^Invalid input(?:: more than one option matched)?$/, () => 'Valeur invalide'],
  [/^Invalid (.+)$/, (format) => ZOD_FORMATS[format!] ?? null],
];

function relation(symbol: string, side: 'min' | 'max') {
  if (symbol === 'exactly ') return 'exactement';
  if (side === 'max') return symbol === '<=' ? 'au plus' : 'moins de';
  return symbol === '>=' ? 'au moins' : 'plus de';
}

/** "1 minute", "58 seconds", "2 hours" (@fastify/rate-limit, the sign-in lockout) in French. */
function duration(n: string, unit: string) {
  const one = n === '1';
  if (unit.startsWith('second')) return `${n} ${one ? 'seconde' : 'secondes'}`;
  if (unit.startsWith('minute')) return `${n} ${one ? 'minute' : 'minutes'}`;
  if (unit.startsWith('hour')) return `${n} ${one ? 'heure' : 'heures'}`;
  if (unit.startsWith('day')) return `${n} ${one ? 'jour' : 'jours'}`;
  return `${n} ${unit}`;
}

/** "08:00" → "8 h", "18:30" → "18 h 30", as Québec writes the time. */
function frenchClock(hours: string, minutes: string) {
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

/** "au Québec", "en Ontario", "à l’Île-du-Prince-Édouard": the preposition each province takes. */
function inProvince(name: string) {
  const french = provinceFr(name);
  const code = PROVINCE_BY_NAME.get(name);
  if (code === 'QC' || code === 'MB' || code === 'NB' || code === 'NU' || code === 'YT') return `au ${french}`;
  if (code === 'NT') return `dans les ${french}`;
  if (code === 'PE') return `à l’${french}`;
  if (code === 'NL') return `à ${french}`;
  return `en ${french}`;
}
function inProvinces(names: string) {
  return names.split(' or ').map(inProvince).join(' ou ');
}

export function localizeMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const exact = FRENCH[message];
  if (exact !== undefined) return exact;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const text = french(...match.slice(1));
    if (text !== null) return text;
  }
  return message;
}

/** True when `message` has a French text (exact or by pattern): what the catalogue tests check. */
export function hasFrench(message: string): boolean {
  return localizeMessage(message, 'fr') !== message;
}
