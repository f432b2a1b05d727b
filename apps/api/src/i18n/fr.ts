// What Hearth's messages say in Canadian French (Québec usage: vous, courriel, « : » spaced,
// no space before ; ! ?). Same shape as en.ts.
import type { IdentityChangeField } from '@hearth/shared/admin/providers';
import type { Catalogue } from './en';

const NBSP = '\u00a0';

// Listed after a colon (« ces renseignements : … »), so no possessive to agree with each word.
const IDENTITY_FIELD_WORDS: Record<IdentityChangeField, string> = {
  socialInsuranceNum: 'numéro d’assurance sociale',
  residentStatus: 'statut de résidence',
  bussinessname: 'nom de l’entreprise',
  fullname: 'nom légal',
  qualificationdoc: 'document de qualification',
  socialInsurancedoc: 'document d’assurance sociale',
  residentdoc: 'document de résidence',
  governmentdoc1: 'pièce d’identité gouvernementale 1',
  governmentdoc2: 'pièce d’identité gouvernementale 2',
};

/** « a », « a et b », « a, b et c » */
const etList = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} et ${words.at(-1)}` : (words[0] ?? ''));

export const fr: Catalogue = {
  signature: '— L’équipe Hearth',
  greeting: (firstName: string) => `Bonjour ${firstName},`,

  layout: {
    questions: 'Des questions?',
    writeTo: 'Écrivez à',
    orUse: 'ou utilisez',
    use: 'Utilisez',
    contactPage: 'notre page de contact',
    tagline: 'Hearth, services à domicile partout au Canada.',
    customerReason: 'Vous recevez ce courriel parce que vous avez réservé un service sur Hearth',
    providerReason: 'Vous recevez ce courriel parce que vous travaillez avec Hearth comme professionnel',
  },

  facts: {
    service: 'Service',
    when: 'Quand',
    where: 'Où',
    professional: 'Professionnel',
    rating: 'Évaluation',
    reason: 'Motif',
    refund: 'Remboursement',
    creditNote: 'Note de crédit',
    invoice: 'Facture',
    customer: 'Client',
    yourPayout: 'Votre versement',
    discount: (code: string | null) => `Rabais${code ? ` (${code})` : ''}`,
    total: 'Total',
    priceBeforeTax: 'Prix avant taxes',
    totalCharged: 'Total facturé',
  },

  confirmation: {
    subject: (service: string) => `Réservation confirmée${NBSP}: ${service}`,
    title: 'Votre réservation est confirmée',
    intro: 'Merci d’avoir réservé avec Hearth. Nous proposons votre travail aux professionnels près de chez vous et vous écrirons dès que l’un d’eux l’aura accepté.',
    price: 'Prix',
    payment: 'Paiement',
    cancelling: 'Annulation',
    held: (total: string) =>
      `Nous avons bloqué ${total} sur votre carte. Vous n’êtes débité qu’une fois le travail terminé, et le montant est libéré si la réservation est annulée à temps.`,
    saved: (total: string, holdAt: string | null) =>
      `Votre carte est enregistrée pour cette réservation et rien n’est encore bloqué${NBSP}: une autorisation dure environ une semaine, nous bloquerons donc ${total} ${holdAt ? `le ${holdAt}` : 'quelques jours avant le travail'}. Vous n’êtes débité qu’une fois le travail terminé.`,
    cardDeadline: (deadline: string) =>
      ` Si le montant ne peut pas être bloqué sur votre carte, nous vous en demanderons une autre; la réservation est annulée sans frais si aucune carte n’est acceptée d’ici le ${deadline}.`,
    lateTerms: (percent: number, amount: string) =>
      `${percent}${NBSP}% du total (${amount}) vous est remboursé; le reste rémunère le professionnel pour le temps qu’il vous a réservé. Rien n’est remboursé une fois le travail commencé.`,
    freeUntil: (until: string) => `L’annulation est gratuite jusqu’au ${until}, et en tout temps tant qu’aucun professionnel n’a accepté le travail.`,
    afterThat: (lateTerms: string) => `Ensuite, une fois qu’un professionnel a accepté, ${lateTerms}`,
    freeWhileOpen: 'L’annulation est gratuite tant qu’aucun professionnel n’a accepté le travail.',
    within24h: (lateTerms: string) => `Une fois qu’un professionnel a accepté, comme le travail commence dans moins de 24${NBSP}heures, ${lateTerms}`,
    view: 'Voir votre réservation',
    calendar: 'Le fichier de calendrier joint (hearth-booking.ics) ajoute la visite à votre agenda.',
  },

  assigned: {
    subject: (professional: string, service: string) => `${professional} s’occupera de ${service}`,
    title: (professional: string) => `${professional} s’occupera de votre réservation`,
    preview: (professional: string, service: string) => `${professional} est votre professionnel pour ${service}`,
    byHearth: (professional: string) => `Hearth a confié votre réservation à ${professional}. Vous pouvez lui écrire depuis la page de votre réservation.`,
    accepted: (professional: string) => `Bonne nouvelle${NBSP}: ${professional} a accepté votre réservation. Vous pouvez lui écrire depuis la page de votre réservation.`,
    rating: (average: string, reviews: number) => `${average} sur 5 selon ${reviews} avis`,
    noReviews: `Nouveau sur Hearth${NBSP}: aucun avis pour l’instant`,
    yourProfessional: 'Votre professionnel',
    ratedName: (name: string, average: string, reviews: number) => `${name} (${average}${NBSP}★, ${reviews}${NBSP}avis)`,
    newName: (name: string) => `${name} (nouveau sur Hearth)`,
    checks: 'Vérifications',
    badges: { identity: 'Identité vérifiée', phone: 'Téléphone vérifié', insurance: 'Assuré' },
    photoAlt: (name: string) => `Photo de ${name}`,
    profile: (name: string) => `Voir le profil de ${name}`,
  },

  released: {
    subject: (service: string) => `Nous cherchons un autre professionnel pour ${service}`,
    title: 'Nous vous cherchons un autre professionnel',
    preview: (service: string) => `Votre professionnel ne peut plus assurer ${service}`,
    body: `Votre professionnel ne peut plus venir${NBSP}: votre réservation est de nouveau proposée aux professionnels près de chez vous. Nous vous écrirons dès que l’un d’eux l’acceptera. Votre réservation et votre paiement restent inchangés.`,
  },

  completed: {
    subject: (service: string) => `Votre réservation Hearth est terminée${NBSP}: ${service}`,
    title: 'Votre travail est terminé',
    preview: (service: string) => `${service} est terminé`,
    done: (service: string, when: string, charge: string) => `Votre professionnel a indiqué que ${service} du ${when} est terminé. ${charge}`,
    charge: (amount: string) => `Votre carte sera débitée de ${amount}; votre reçu et la facture suivront.`,
    nothing: 'Rien ne vous est facturé.',
    report: (by: string) =>
      `Quelque chose ne va pas? Signalez un problème depuis la page de votre réservation d’ici le ${by}${NBSP}: nous retenons le versement du professionnel jusque-là.`,
    twoDays: 'dans deux jours',
    review: 'Si tout s’est bien passé, un avis aide les autres à choisir.',
    action: 'Laisser un avis ou signaler un problème',
  },

  receipt: {
    subject: (invoice: string | null) => (invoice ? `Votre reçu Hearth ${invoice}` : 'Votre reçu Hearth'),
    title: 'Votre reçu',
    previewInvoice: (invoice: string) => `Facture ${invoice}`,
    previewReceipt: (service: string) => `Reçu pour ${service}`,
    lateFee: (service: string, when: string) => `Nous avons facturé les frais d’annulation tardive pour ${service} du ${when}.`,
    charged: (service: string, when: string) => `Nous avons débité votre carte pour ${service} du ${when}.`,
    thanks: 'Merci d’avoir choisi Hearth.',
    attached: (invoice: string) => `Votre facture ${invoice} est jointe en PDF; vous pouvez aussi la télécharger depuis la page de votre réservation.`,
    later: 'Votre facture sera disponible sur la page de votre réservation.',
  },

  cancelled: {
    subject: 'Votre réservation Hearth a été annulée',
    title: 'Votre réservation a été annulée',
    by: {
      customer: 'Vous avez annulé votre réservation.',
      hearth: 'Hearth a annulé votre réservation.',
      expired: 'Aucun professionnel n’était disponible pour votre réservation avant l’heure prévue, elle a donc été annulée.',
      unheld: 'Nous n’avons pas pu bloquer de montant sur une carte pour votre réservation avant la date limite, elle a donc été annulée sans frais.',
    },
    yourHold: 'Montant bloqué',
    released: 'Remboursé (libéré du montant bloqué)',
    feeCharged: 'Frais d’annulation tardive facturés',
    neverCharged: `Votre carte a été enregistrée pour cette réservation, mais n’a jamais été débitée${NBSP}: vous ne payez rien.`,
    withFee: (refund: string, fee: string) =>
      `Nous vous remboursons ${refund} en le libérant du montant bloqué, et facturons ${fee} en frais d’annulation tardive, versés au professionnel qui vous avait réservé ce temps. Votre reçu suivra une fois le montant débité.`,
    fullRefund: (refund: string) =>
      `Nous vous remboursons la totalité, soit ${refund}${NBSP}: le montant bloqué sur votre carte est libéré et vous n’êtes pas débité. Votre banque peut prendre quelques jours pour l’afficher.`,
  },

  refund: {
    subject: (amount: string) => `Un remboursement de ${amount} sur votre réservation Hearth`,
    title: (amount: string) => `Un remboursement de ${amount}`,
    toCard: (amount: string, service: string) =>
      `Nous avons remboursé ${amount} sur la carte utilisée pour ${service}. Le remboursement peut prendre de 5 à 10 jours ouvrables avant de paraître sur votre relevé.`,
    offHold: (amount: string, service: string) => `Nous avons retiré ${amount} de votre réservation pour ${service}.`,
    newTotal: (now: string, before: string) => `Votre carte sera débitée de ${now} une fois le travail terminé, au lieu de ${before}.`,
    creditNoteAttached: (number: string) => `La note de crédit ${number} est jointe en PDF.`,
  },

  calendar: {
    title: (service: string) => `${service} (Hearth)`,
    description: (service: string, url: string) => `Votre réservation Hearth${NBSP}: ${service}. Détails, messages et modifications${NBSP}: ${url}`,
  },

  jobFeed: {
    description: (status: string, url: string) => `Statut${NBSP}: ${status}. Vos contrats${NBSP}: ${url}`,
    status: { accepted: 'Accepté', in_progress: 'En cours', completed: 'Terminé' } as Record<string, string>,
  },

  provider: {
    assignedSubject: (service: string) => `Hearth vous a confié un travail${NBSP}: ${service}`,
    assignedTitle: 'Hearth vous a confié un travail',
    assignedIntro: 'Hearth vous a confié un travail. Il figure maintenant à votre horaire; si vous ne pouvez pas y aller, remettez-le depuis la page du travail le plus tôt possible.',
    assignedSms: (service: string, when: string, address: string, url: string) => `vous avez un nouveau travail, ${service} le ${when} au ${address}. ${url}`,
    cancelledSubject: (service: string) => `Un travail Hearth a été annulé${NBSP}: ${service}`,
    cancelledTitle: 'Un travail a été annulé',
    timeFree: 'Cette plage horaire est de nouveau libre.',
    feeShare: (amount: string) => `Vous recevrez ${amount} en frais d’annulation tardive, versés comme pour un travail.`,
    cancelledSms: (service: string, when: string, why: string) => `${service} du ${when} a été retiré de votre horaire. ${why}`,
    why: {
      customer: 'Le client l’a annulé.',
      hearth: 'Hearth l’a annulé.',
      moved: 'Hearth l’a confié à un autre professionnel.',
      unheld: 'Le montant n’a pas pu être bloqué sur la carte du client.',
    },
    payoutSubject: (amount: string) => `Hearth vous a versé ${amount}`,
    payoutTitle: (amount: string) => `Versement envoyé${NBSP}: ${amount}`,
    payoutPreview: (amount: string, service: string) => `${amount} pour ${service}`,
    payoutSent: (amount: string, service: string, when: string, account: string | null) =>
      `Nous avons envoyé votre versement de ${amount} pour ${service} du ${when}${account ? ` à votre compte bancaire se terminant par ${account}` : ''}. Les banques l’affichent habituellement en moins de 2${NBSP}jours ouvrables.`,
    lateFee: 'Frais d’annulation tardive',
    jobPrice: 'Prix du travail avant taxes',
    commission: 'Commission de Hearth',
    seeTransactions: 'Voir vos transactions',
    payoutSms: (amount: string, service: string, when: string) => `nous avons envoyé votre versement de ${amount} pour ${service} du ${when}.`,
    sms: (text: string) => `Hearth${NBSP}: ${text}`,
  },

  alerts: {
    newJobTitle: 'Nouveau travail disponible',
    newJobBody: (job: string, area: string, pay: string) => `${job} dans le secteur ${area}. Vous gagnez ${pay}.`,
    newJobSubject: (service: string, area: string) => `Nouveau travail disponible${NBSP}: ${service} dans le secteur ${area}`,
    newJobIntro: 'Un travail que vous pouvez prendre vient d’être publié dans votre secteur. Le premier professionnel qui l’accepte l’obtient.',
    newJobSms: (job: string, area: string, pay: string, url: string) => `nouveau travail disponible, ${job} dans le secteur ${area}, vous gagnez ${pay}. ${url}`,
    area: 'Secteur',
    seeJob: 'Voir le travail',
    messageTitle: (name: string) => `Nouveau message de ${name}`,
    messageSubject: (name: string, service: string) => `${name} vous a écrit au sujet de ${service}`,
    messageIntro: (name: string) => `${name} vous a écrit au sujet de ce travail${NBSP}:`,
    messageFiles: (n: number) => `${n}${NBSP}fichier${n > 1 ? 's' : ''} joint${n > 1 ? 's' : ''}`,
    messageSms: (name: string, job: string, url: string) => `${name} vous a écrit au sujet de ${job}. ${url}`,
    readAndReply: 'Lire et répondre',
    assignedBody: (job: string) => `${job}. Il figure maintenant à votre horaire.`,
    cancelledBody: (job: string, why: string) => `${job} a été retiré de votre horaire. ${why}`,
    settingsHint: 'Vous choisissez les alertes que vous recevez, et quand, sur votre page Alertes.',
  },

  issues: {
    reportSubject: 'Nous avons reçu votre signalement',
    reportBody: (job: string, description: string) =>
      `Merci de nous avoir signalé un problème avec ${job}. Nous avons suspendu le versement du professionnel le temps de vérifier et communiquerons avec vous d’ici un jour ouvrable.\n\nCe que vous nous avez dit${NBSP}:\n${description}`,
    reviewedSubject: 'Votre réservation Hearth a été examinée',
    refunding: (amount: string, job: string) =>
      `Nous vous remboursons ${amount} pour ${job} sur la carte utilisée. Un second courriel vous le confirmera une fois le remboursement envoyé.`,
    chargeStands: (job: string) => `Nous avons examiné ${job} et fermé le dossier. Le montant facturé est maintenu.`,
    reason: (reason: string) => `Motif${NBSP}: ${reason}`,
    cardSubject: `Action requise${NBSP}: mettez à jour la carte de votre réservation Hearth`,
    cardBody: (text: string) => `${text}\n\nOuvrez votre réservation sur Hearth et choisissez «${NBSP}Utiliser une autre carte${NBSP}».`,
    returned: (amount: string, last4: string, reason: string) => `La banque a retourné un versement de ${amount} au compte ••••${last4}${NBSP}: ${reason}`,
    returnedSubject: 'Votre banque a retourné un versement Hearth',
    returnedBody: (returned: string) =>
      `${returned}.\n\nVeuillez vérifier vos coordonnées bancaires dans la section Coordonnées bancaires. Une fois qu’elles seront corrigées, Hearth renverra le versement.`,
  },

  auth: {
    verifySubject: 'Confirmez votre adresse courriel pour Hearth',
    verifyBody: (link: string) =>
      `Bienvenue sur Hearth. Veuillez confirmer votre adresse courriel en ouvrant ce lien${NBSP}:\n\n${link}\n\nLe lien est valide pendant 48${NBSP}heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce courriel.`,
    resetSubject: 'Réinitialisez votre mot de passe Hearth',
    resetBody: (link: string) =>
      `Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Hearth. Ouvrez ce lien pour en choisir un nouveau${NBSP}:\n\n${link}\n\nLe lien est valide pendant 1${NBSP}heure et ne fonctionne qu’une fois. Si vous n’avez rien demandé, vous pouvez ignorer ce courriel; votre mot de passe reste le même.`,
    signupAttemptSubject: 'Quelqu’un a tenté de créer un compte Hearth avec votre adresse courriel',
    signupAttemptBody: (login: string, forgot: string) =>
      `Quelqu’un a tenté de créer un compte Hearth avec cette adresse courriel. Vous en avez déjà un, rien n’a donc été modifié. Si c’était vous, connectez-vous ou réinitialisez votre mot de passe${NBSP}:\n\nSe connecter${NBSP}: ${login}\nRéinitialiser votre mot de passe${NBSP}: ${forgot}\n\nSi ce n’était pas vous, vous pouvez ignorer ce courriel; votre compte est en sécurité.`,
    passwordChangedSubject: 'Votre mot de passe Hearth a été modifié',
    passwordChangedBody:
      'Le mot de passe de votre compte Hearth vient d’être modifié et toutes les autres sessions ont été fermées. Si ce n’était pas vous, réinitialisez votre mot de passe sans tarder ou communiquez avec notre équipe de soutien.',
    confirmNewSubject: 'Confirmez votre nouvelle adresse courriel pour Hearth',
    confirmNewBody: (link: string) =>
      `Vous avez demandé à utiliser cette adresse pour votre compte Hearth. Confirmez-la en ouvrant ce lien${NBSP}:\n\n${link}\n\nLe lien est valide pendant 48${NBSP}heures. D’ici là, votre compte garde son adresse actuelle. Si vous n’avez rien demandé, ignorez ce courriel.`,
    changeRequestedSubject: 'Quelqu’un a demandé à changer votre adresse courriel Hearth',
    changeRequestedBody: (newEmail: string, forgot: string) =>
      `Quelqu’un a demandé à remplacer l’adresse courriel de votre compte Hearth par ${newEmail}. Rien ne change tant que cette adresse ne l’a pas confirmé.\n\nSi ce n’était pas vous, annulez la modification dans les paramètres de votre compte, changez votre mot de passe sans tarder (${forgot}) et communiquez avec notre équipe de soutien.`,
    changedSubject: 'Votre adresse courriel Hearth a été modifiée',
    changedBody: (newEmail: string) =>
      `L’adresse courriel de votre compte Hearth est maintenant ${newEmail}; les messages y seront envoyés désormais. Si ce n’était pas vous, communiquez sans tarder avec notre équipe de soutien.`,
    otp: (code: string, minutes: number) => `Votre code de vérification Hearth est ${code}. Il expire dans ${minutes}${NBSP}minutes. Ne communiquez jamais ce code.`,
    otpSent: (phone: string) => `Code envoyé au +1 ${phone}`,
    otpStillValid: (phone: string) => `Le code déjà envoyé au +1 ${phone} est toujours valide. Saisissez-le, ou demandez-en un nouveau à la fin du décompte.`,
  },

  security: {
    bankSubject: 'Le compte bancaire de vos versements Hearth a été modifié',
    bankBody: (when: string, last4: string, from: string, contact: string, forgot: string) =>
      `Le compte bancaire où sont envoyés vos versements Hearth a été modifié le ${when}. Les versements iront désormais au compte se terminant par ${last4}, à compter du ${from}.\n\nSi ce n’était pas vous, communiquez sans tarder avec notre équipe de soutien (${contact}) pour que nous puissions arrêter les versements, et changez votre mot de passe (${forgot}).`,
    bankSms: (when: string, last4: string) =>
      `Hearth${NBSP}: le compte bancaire de vos versements a été remplacé le ${when} par un compte se terminant par ${last4}. Si ce n’était pas vous, communiquez sans tarder avec le soutien Hearth.`,
  },

  decision: {
    approved: 'Votre compte Hearth est approuvé. Vous pouvez maintenant choisir vos services et vos secteurs, et recevoir des réservations.',
    rejected: (reason: string) => `Votre vérification Hearth n’a pas été approuvée${NBSP}: ${reason}`,
    actionRequired: (message: string) => `Action requise sur votre compte Hearth${NBSP}: ${message}`,
    subject: 'Du nouveau sur votre compte de professionnel Hearth',
    body: (text: string, link: string) => `${text}\n\nOuvrez votre espace professionnel${NBSP}: ${link}`,
    suspended: (reason: string) => `Votre compte Hearth est suspendu et vous ne recevrez plus de réservations${NBSP}: ${reason} Communiquez avec le soutien si vous avez des questions.`,
    reinstated: 'Votre compte Hearth est de nouveau actif. Vous pouvez recevoir et accepter des réservations.',
    backInReview: (fields: string) =>
      `Votre compte Hearth est de nouveau en cours d’examen parce que vous avez modifié ces renseignements${NBSP}: ${fields}. Vous ne recevrez pas de réservations et ne pourrez pas effectuer de travaux tant que notre équipe n’aura pas approuvé la modification; les travaux que vous avez déjà acceptés vous restent attribués.`,
    changedFields: (fields: IdentityChangeField[]) => etList(fields.map((f) => IDENTITY_FIELD_WORDS[f])),
    adminBackInReview: (name: string, fields: string) => `${name} a modifié ces renseignements${NBSP}: ${fields}; son compte approuvé est de nouveau en cours d’examen`,
    adminSubmitted: (name: string) => `${name} a soumis les renseignements sur son entreprise pour examen`,
  },

  marketing: {
    footer: (page: string) =>
      `—\nVous recevez des offres et des rappels de Hearth parce que vous avez un compte. Vous désabonner${NBSP}: ${page}\nVous pouvez aussi modifier vos préférences de courriel dans votre compte.`,
    wishlistSubject: (service: string) => `Prêt à réserver ${service}?`,
    wishlistBody: (service: string, link: string) =>
      `Vous avez ajouté ${service} à vos favoris. Des professionnels vérifiés de votre région sont prêts quand vous l’êtes${NBSP}:\n\n${link}`,
  },

  reschedule: {
    proposed: (job: string, when: string) => `Le client demande de déplacer ${job} au ${when}. Acceptez ou refusez depuis la page du contrat.`,
    proposedSubject: (service: string) => `Un client demande de déplacer ${service}`,
    proposedTitle: 'Le client demande un autre moment',
    proposedBody: (when: string) =>
      `Le client demande de déplacer ce contrat au ${when}. Acceptez si le nouveau moment vous convient${NBSP}; si vous refusez, le contrat est offert à d’autres professionnels au nouveau moment et ne vous est plus proposé.`,
    withdrawn: (job: string) => `Le client a retiré sa demande de déplacer ${job}${NBSP}: le contrat reste au même moment.`,
    accepted: (job: string) => `Votre professionnel a accepté le nouveau moment${NBSP}: ${job}.`,
    acceptedSubject: (service: string) => `Nouveau moment confirmé pour ${service}`,
    acceptedTitle: 'Votre nouveau moment est confirmé',
    acceptedBody: 'Votre professionnel a accepté le nouveau moment. Les conditions d’annulation se comptent maintenant à partir du nouveau début.',
    declined: (job: string) =>
      `Votre professionnel ne peut pas au nouveau moment${NBSP}: votre réservation a été déplacée (${job}) et nous l’offrons à d’autres professionnels au nouveau moment, sans frais pour vous.`,
    declinedSubject: (service: string) => `Nous cherchons un professionnel pour le nouveau moment de ${service}`,
    declinedTitle: 'Nous cherchons un professionnel pour votre nouveau moment',
    declinedBody:
      'Votre professionnel ne peut pas au nouveau moment. Votre réservation y a tout de même été déplacée, et nous l’offrons au nouveau moment à d’autres professionnels de votre région, sans frais pour vous. Nous vous écrirons dès que l’un d’eux l’acceptera.',
    expired: (job: string) => `Votre professionnel n’a pas répondu à temps${NBSP}: votre réservation reste au moment prévu (${job}).`,
    expiredSubject: (service: string) => `${service} reste au moment prévu`,
    expiredTitle: 'Votre réservation reste au moment prévu',
    expiredBody: `Votre professionnel n’a pas répondu à votre demande d’un autre moment avant qu’il soit trop tard pour changer${NBSP}: votre réservation reste telle quelle.`,
  },

  notify: {
    onTheWay: (professional: string, arrival: string) => `${professional} est en route — arrivée vers ${arrival}`,
    newBooking: (job: string, fsa: string) => `Nouvelle réservation disponible${NBSP}: ${job} dans le secteur ${fsa}`,
    accepted: (name: string | null, job: string) => `${name || 'Un professionnel'} a accepté votre réservation${NBSP}: ${job}`,
    complete: (job: string) => `Votre réservation est terminée${NBSP}: ${job}. Dites aux autres comment ça s’est passé en laissant un avis.`,
    cancelledBy: (byHearth: boolean, job: string, fee: string | null) =>
      `${byHearth ? 'Hearth a annulé' : 'Le client a annulé'} ${job}.${fee ? ` Vous recevrez ${fee} en frais d’annulation tardive.` : ''}`,
    hearthCancelled: (job: string) => `Hearth a annulé votre réservation ${job}; le montant bloqué a été entièrement libéré`,
    handedBack: (job: string) => `Votre professionnel ne peut plus assurer ${job}. Nous vous en cherchons un autre.`,
    expired: (job: string) => `Aucun professionnel n’était disponible pour ${job}. Le montant bloqué a été entièrement libéré.`,
    unheldCustomer: (job: string) => `Nous n’avons pas pu bloquer de montant sur une carte pour ${job}, la réservation a donc été annulée. Vous n’avez pas été débité.`,
    unheldProvider: (job: string) => `${job} a été annulé${NBSP}: le montant n’a pas pu être bloqué sur la carte du client. Cette plage horaire est de nouveau libre.`,
    cardHeld: (job: string) => `Merci${NBSP}: le montant est maintenant bloqué sur votre carte pour ${job}.`,
    holdFailed: (job: string, reason: string, deadline: string | null) =>
      `Nous n’avons pas pu bloquer le montant sur votre carte pour ${job}${NBSP}: ${reason} Choisissez une autre carte d’ici le ${deadline ?? 'jour précédant le travail'}, sinon la réservation sera annulée sans frais.`,
    payoutHeld: (job: string, why: 'report' | 'dispute') =>
      `Votre versement pour ${job} est suspendu${NBSP}: ${why === 'report' ? 'le client a signalé un problème' : 'le client a contesté le paiement auprès de sa banque'}. Hearth va l’examiner.`,
    payoutReturned: (returned: string) => `${returned}. Vérifiez vos coordonnées bancaires; Hearth renverra le versement une fois qu’elles seront corrigées.`,
    payoutReversed: (amount: string) => `${amount} d’un versement Hearth a été repris. Hearth communiquera avec vous.`,
    reviewedPaid: (job: string, amount: string) => `Hearth a examiné ${job}${NBSP}: votre versement de ${amount} est en route.`,
    reviewedRefunded: (job: string) => `Hearth a examiné ${job}${NBSP}: le client a été remboursé en totalité, il n’y a donc pas de versement.`,
    adminAssignedProvider: (job: string) => `Hearth vous a confié un travail${NBSP}: ${job}`,
    adminAssignedCustomer: (name: string, job: string) => `Professionnel assigné par Hearth${NBSP}: ${name} s’occupera de ${job}`,
    moved: (job: string) => `Hearth a confié ${job} à un autre professionnel`,
    job: (service: string, when: string) => `${service} le ${when}`,
    aService: 'Un service',
  },

  invoice: {
    taxInvoice: 'Facture',
    creditNote: 'Note de crédit',
    heading: { invoice: 'FACTURE', credit: 'NOTE DE CRÉDIT' },
    gstHstNumber: (number: string) => `No d’inscription TPS/TVH${NBSP}: ${number}`,
    qstNumber: (number: string) => `No d’inscription TVQ${NBSP}: ${number}`,
    invoiceNo: 'No de facture',
    creditNoteNo: 'No de note de crédit',
    date: 'Date',
    creditsInvoice: 'Crédite la facture',
    terms: 'Modalités',
    paidByCard: 'Payée en totalité par carte',
    refundedToCard: 'Remboursée sur la carte utilisée',
    currency: 'Devise',
    cad: 'Dollars canadiens (CAD)',
    billTo: 'FACTURÉ À',
    creditedTo: 'CRÉDITÉ À',
    description: 'Description',
    amount: 'Montant (CAD)',
    credited: 'Crédité (CAD)',
    subtotal: 'Sous-total avant taxes',
    priceCredited: 'Prix crédité',
    tax: (name: string, rate: string, credit: boolean) => `${name} ${rate}${credit ? ' créditée' : ''}`,
    total: 'Total (CAD)',
    totalCredited: 'Total crédité (CAD)',
    lateFeeNote:
      'Cette facture porte sur les frais d’annulation tardive d’une réservation annulée moins de 24 heures avant son début, après qu’un professionnel l’eut acceptée. Ces frais correspondent à la part du prix que la politique d’annulation retient, taxes comprises.',
    creditNote1: (invoice: string) =>
      `Cette note de crédit constate un remboursement sur la facture ${invoice}. Le montant remboursé est réparti entre le prix et chaque taxe dans les mêmes proportions que sur la facture.`,
    creditNote2: 'Le remboursement est versé sur la carte utilisée pour le paiement; il peut prendre de 5 à 10 jours ouvrables avant de paraître sur le relevé.',
    supplierNote: (legalName: string) =>
      `${legalName} exploite la plateforme Hearth et est le fournisseur de ce service aux fins des taxes de vente; le professionnel qui a effectué le travail est rémunéré par Hearth.`,
    lateFeeLine: (service: string) => `Frais d’annulation tardive${NBSP}: ${service}`,
    lateFeeDetail: (detail: string) => `${detail}. Annulée moins de 24 heures avant le début, après qu’un professionnel l’eut acceptée.`,
    adjustment: 'Prix réduit par Hearth avant le paiement',
    refundLine: (invoice: string, description: string) => `Remboursement sur la facture ${invoice}${NBSP}: ${description}`,
    homeService: 'Service à domicile',
    taxNames: { GST: 'TPS', HST: 'TVH', PST: 'TVP', RST: 'TVD', QST: 'TVQ' } as Record<string, string>,
  },

  earnings: {
    title: (month: string) => `Relevé de revenus ${month}`,
    subject: (provider: string, month: string) => `Relevé de revenus Hearth de ${provider}, ${month}`,
    heading: 'Relevé de revenus',
    serviceProvider: 'Professionnel',
    issued: (date: string) => `Émis le ${date}`,
    intro: (month: string, zone: string) =>
      `Versements envoyés à votre compte bancaire en ${month} (heure de ${zone}). Le montant brut est le prix du travail avant taxes et rabais; la commission de Hearth en est déduite; le montant net est ce que vous avez reçu.`,
    paidOn: 'Versé le',
    job: 'Travail',
    gross: 'Brut',
    commission: 'Commission',
    net: 'Net',
    lateFee: ' (frais d’annulation tardive)',
    jobLine: (date: string, booking: string) => `Travail du ${date} · réservation ${booking}`,
    none: 'Aucun versement n’a été envoyé ce mois-ci.',
    total: 'Total',
    payouts: (n: number) => `${n}${NBSP}versement${n > 1 ? 's' : ''}`,
    footer: 'Montants en dollars canadiens. Conservez ce relevé avec vos documents d’entreprise.',
  },
};
