// The demo site's Markdown pages in Canadian French, by slug: the same promises and rules as the
// English pages (the refund policy states exactly the cancellation rules the bookings apply),
// written for a Québec reader rather than translated word for word. Links point to the French site.

export interface FrenchPage {
  title: string;
  description: string;
  body: string;
}

export const DEMO_PAGES_FR: Record<string, FrenchPage> = {
  whyus: {
    title: 'Pourquoi Hearth',
    description: 'Des professionnels de votre région vérifiés, des prix affichés d’avance en dollars canadiens, des paiements sécurisés et un soutien qui répond. Voici pourquoi les familles d’ici réservent avec Hearth.',
    body: `Hearth est né d’une frustration toute simple : trouver quelqu’un de fiable pour faire le ménage, réparer ou déménager des choses à la maison demandait trop d’appels, et le prix restait un mystère jusqu’à la fin des travaux. Nous avons créé Hearth pour que réserver de l’aide à la maison soit aussi simple que de commander un taxi.

## Des professionnels vérifiés

Chaque professionnel sur Hearth confirme son numéro de téléphone, téléverse une pièce d’identité gouvernementale et une preuve de son droit de travailler au Canada, et indique ses qualifications. Les métiers qui exigent une licence, comme la plomberie, doivent la téléverser. Notre équipe examine chaque demande à la main avant qu’un professionnel puisse accepter une seule réservation.

## Des prix affichés d’avance

Chaque service affiche un prix de départ en dollars canadiens avant que vous réserviez. Pour les travaux qui varient beaucoup, comme un déménagement ou une réparation de plomberie, on vous demande de décrire le travail afin que le professionnel confirme le prix avec vous avant de commencer. Pas de mauvaise surprise sur la facture.

## Des paiements sécurisés

Vous payez par carte avec Hearth. Votre professionnel est payé une fois le travail terminé, et il ne voit jamais les données de votre carte. Les taxes (TPS/TVH et, selon la province, TVQ ou TVP) sont indiquées séparément sur votre reçu.

## Une annulation équitable

Les plans changent. Annulez sans frais tant qu’aucun professionnel n’a accepté votre réservation, ou plus de 24 heures à l’avance; consultez notre [Politique de remboursement](/fr/refundpolicy) pour les détails.

## D’ici, pour les maisons d’ici

Hearth est conçu au Canada pour les maisons canadiennes, du déneigement en janvier à la tonte de pelouse en juillet. Vos données sont conservées au Canada et protégées selon les lois canadiennes et québécoises sur la protection des renseignements personnels.

## Un soutien qui répond

Notre équipe de soutien répond par courriel et par téléphone sept jours sur sept, et notre assistant virtuel est disponible jour et nuit. [Écrivez-nous](/fr/contactus) en tout temps.`,
  },
  refundpolicy: {
    title: 'Politique de remboursement',
    description: 'Le fonctionnement des remboursements sur Hearth : remboursement complet tant qu’aucun professionnel n’a accepté ou plus de 24 heures avant le début, remboursement partiel dans les 24 heures, aucun une fois le travail commencé.',
    body: `Cette politique explique ce qui vous est remboursé quand vous annulez une réservation faite sur Hearth, et quoi faire quand un travail ne se passe pas comme prévu. Tous les montants sont en dollars canadiens.

## Annuler une réservation

- **Tant qu’aucun professionnel n’a accepté votre réservation** : **remboursement complet**, peu importe le moment.
- **Plus de 24 heures avant l’heure de début de la réservation** : **remboursement complet** de tout ce que vous avez payé, taxes comprises.
- **Moins de 24 heures avant l’heure de début, une fois qu’un professionnel a accepté et avant le début des travaux** : **remboursement partiel** de 50 % du prix du service, plus toutes les taxes sur la partie remboursée.
- **Une fois le travail commencé** : **aucun remboursement**.

L’heure de début est la date et l’heure indiquées sur la confirmation de votre réservation, dans le fuseau horaire de l’adresse du service. Au moment de payer, vous voyez ces conditions pour l’heure choisie. Vous pouvez annuler à partir de **Réservations** dans votre profil; le montant remboursé s’affiche avant que vous confirmiez.

La partie conservée lors d’une annulation tardive est versée à votre professionnel, qui avait réservé ce temps pour vous.

## Votre carte

Pour une réservation dans les 5 prochains jours, nous bloquons le montant sur votre carte au moment de réserver et le prélevons seulement une fois le travail terminé. Pour une réservation plus éloignée, nous enregistrons votre carte au moment de réserver et bloquons le montant quelques jours avant le travail. Si votre banque refuse ce blocage, nous vous en avisons par courriel et sur la page de votre réservation; choisissez une autre carte au plus tard 24 heures avant le début, sinon la réservation est annulée sans aucuns frais.

## Quand un professionnel annule

Si votre professionnel annule, ou n’arrive pas dans les 60 minutes suivant l’heure de début, vous êtes remboursé en entier automatiquement, peu importe le moment. Nous essaierons aussi de vous trouver un autre professionnel pour la même heure.

## Si le travail n’a pas été bien fait

Signalez un problème à partir de la page de votre réservation dans les **48 heures** suivant la fin des travaux : nous retenons alors le paiement du professionnel le temps d’examiner la situation. Passé ce délai, écrivez-nous dans les **7 jours** suivant la réservation à partir de la page [Nous joindre](/fr/contactus), avec des photos si possible. Nous demanderons au professionnel de revenir corriger le travail sans frais. Si ce n’est pas possible, nous rembourserons une partie ou la totalité du prix du service, selon ce qui n’a pas été fait.

## Codes promo

Quand une réservation payée avec un code promo est remboursée en entier, le code peut être réutilisé s’il n’est pas expiré. Les remboursements partiels sont calculés sur le montant réellement payé.

## Versement des remboursements

Les remboursements sont versés sur la carte utilisée pour payer. Nous les traitons en 1 jour ouvrable; votre banque peut prendre de 5 à 10 jours ouvrables pour les afficher.

## Questions

Écrivez à notre équipe de soutien à partir de la page [Nous joindre](/fr/contactus). Cette politique ne limite aucun des droits que vous accorde la loi sur la protection du consommateur de votre province ou territoire, dont la *Loi sur la protection du consommateur* du Québec.`,
  },
  termofuse: {
    title: 'Conditions d’utilisation',
    description: 'Les conditions qui s’appliquent quand vous utilisez Hearth pour réserver des services à domicile ou pour les offrir comme professionnel au Canada.',
    body: `Les présentes conditions d’utilisation constituent une entente entre vous et Services résidentiels Hearth inc. (« Hearth », « nous »). En créant un compte ou en réservant sur le site Web ou les applications Hearth, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser Hearth.

## 1. Ce qu’est Hearth

Hearth est une plateforme de mise en relation. Nous mettons en contact les clients qui ont besoin de travaux à la maison avec des professionnels indépendants qui offrent des services de ménage, de déménagement, de petits travaux, de plomberie, de jardinage, d’entretien de pelouse et de déneigement. Les professionnels sont des entreprises indépendantes, et non des employés de Hearth. Le contrat pour les travaux est conclu entre vous et le professionnel; Hearth s’occupe de la réservation, du paiement et du soutien.

## 2. Comptes

Vous devez avoir au moins 18 ans et être en mesure de conclure un contrat pour utiliser Hearth. Gardez votre mot de passe confidentiel et avisez-nous immédiatement si vous croyez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui se passe dans votre compte.

## 3. Réserver et payer

- Les prix sont affichés en dollars canadiens et correspondent au prix de départ du service; les taxes applicables (TPS/TVH, TVQ) sont ajoutées au moment de payer.
- Certains services vous demandent de décrire les travaux. Soyez précis : le professionnel s’y fie pour apporter le bon équipement et confirmer le prix.
- Au moment de réserver, nous bloquons le montant sur votre carte; il est prélevé une fois le travail terminé. Les annulations et les remboursements suivent notre [Politique de remboursement](/fr/refundpolicy).

## 4. Pour les professionnels

Les professionnels doivent fournir des renseignements exacts lors de la vérification, détenir les licences et les assurances exigées dans leur métier et leur province, et exécuter les réservations acceptées avec compétence et diligence. Hearth peut suspendre les comptes qui reçoivent des plaintes répétées ou qui échouent à la vérification.

## 5. Utilisation acceptable

N’utilisez pas Hearth pour enfreindre la loi, harceler qui que ce soit, publier de faux avis, vous faire payer en dehors de Hearth pour un travail trouvé sur Hearth ou nuire à la sécurité du service.

## 6. Avis et contenu

Vous restez propriétaire des avis et des photos que vous publiez, et vous accordez à Hearth une licence pour les afficher sur Hearth. Nous pouvons retirer le contenu qui enfreint les présentes conditions.

## 7. Responsabilité

Hearth est responsable de fournir la plateforme avec un soin raisonnable. Dans la mesure permise par la loi, Hearth n’est pas responsable des travaux exécutés par les professionnels, et notre responsabilité totale pour toute réclamation se limite au montant que vous avez payé pour la réservation visée. Rien dans les présentes conditions ne limite les droits que vous accordent les lois sur la protection du consommateur de votre province.

## 8. Modifications

Nous pouvons mettre à jour ces conditions. Si un changement est important, nous vous en aviserons par courriel ou dans l’application au moins 30 jours avant son entrée en vigueur.

## 9. Droit applicable

Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Les résidents du Québec bénéficient également de la *Loi sur la protection du consommateur* du Québec.

## 10. Nous joindre

Vous pouvez poser vos questions sur ces conditions à partir de la page [Nous joindre](/fr/contactus).`,
  },
  privacypolicy: {
    title: 'Politique de confidentialité',
    description: 'Les renseignements personnels que Hearth recueille, pourquoi, comment ils sont protégés et vos droits selon la LPRPDE, la Loi 25 du Québec et les autres lois provinciales.',
    body: `Services résidentiels Hearth inc. respecte votre vie privée. Cette politique explique comment nous traitons les renseignements personnels conformément à la *Loi sur la protection des renseignements personnels et les documents électroniques* (LPRPDE) et, lorsqu’elles s’appliquent, aux lois sur la protection des renseignements personnels de l’Alberta, de la Colombie-Britannique et du Québec, dont la *Loi sur la protection des renseignements personnels dans le secteur privé* modifiée par la Loi 25.

## Ce que nous recueillons

- **Renseignements du compte** : votre nom, votre adresse courriel, votre numéro de téléphone et votre mot de passe (conservé uniquement sous forme de hachage sécurisé).
- **Renseignements sur les réservations** : les adresses de service, les dates, les notes que vous écrivez au professionnel et vos avis.
- **Renseignements de paiement** : traités par notre processeur de paiement; Hearth ne conserve jamais les numéros de carte complets.
- **Vérification des professionnels** : pièces d’identité, licences, preuve d’autorisation de travail et coordonnées bancaires pour les paiements. Les numéros d’assurance sociale sont chiffrés et ne s’affichent que masqués.
- **Messages** : demandes de renseignements, demandes d’aide et conversations de clavardage avec notre équipe de soutien ou notre assistant.
- **Données techniques** : type d’appareil et de navigateur, pages consultées et emplacement approximatif selon votre adresse IP, pour garder Hearth sécuritaire et fonctionnel.

## Pourquoi nous les utilisons

Pour créer et sécuriser votre compte, attribuer les réservations aux professionnels, percevoir les paiements et payer les professionnels, vérifier les professionnels, répondre à vos questions, vous envoyer des nouvelles de vos réservations, respecter nos obligations légales (y compris la tenue des registres fiscaux) et améliorer Hearth. Nous n’envoyons de courriels promotionnels qu’avec votre consentement, et chacun contient un lien de désabonnement.

## Avec qui nous les partageons

- Le professionnel que vous réservez voit votre prénom, l’adresse du service et vos notes; vous voyez son nom, sa photo et ses avis.
- Les fournisseurs qui travaillent pour nous (traitement des paiements, envoi des courriels et des textos, hébergement), en vertu de contrats qui protègent vos renseignements.
- Les autorités, lorsque la loi l’exige.

Nous ne vendons pas de renseignements personnels.

## Où ils sont conservés

Vos renseignements sont conservés au Canada. Certains de nos fournisseurs peuvent les traiter à l’extérieur du Canada; le cas échéant, ils sont protégés par contrat et peuvent être accessibles aux autorités de ce pays selon ses lois.

## Combien de temps nous les conservons

Tant que votre compte est ouvert, puis jusqu’à sept ans lorsque les règles fiscales et comptables l’exigent. Les documents de vérification des demandes refusées sont supprimés après 90 jours.

## Vos droits

Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à les faire corriger ou à retirer votre consentement (ce qui peut nous empêcher de continuer à offrir le service). Vous pouvez désactiver votre compte en tout temps à partir de votre profil. Nous répondons aux demandes dans un délai de 30 jours.

## Mesures de sécurité

Nous protégeons les renseignements par le chiffrement en transit et au repos, un accès limité au personnel qui en a besoin et des examens de sécurité réguliers.

## Nous joindre et porter plainte

Notre responsable de la protection des renseignements personnels peut être joint à partir de la page [Nous joindre](/fr/contactus). Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, de la Commission d’accès à l’information.`,
  },
  'reward-circle-terms-conditions': {
    title: 'Conditions du Cercle Récompenses',
    description: 'Comment les points du Cercle Récompenses Hearth s’accumulent et s’échangent, et les règles du programme.',
    body: `Le Cercle Récompenses Hearth (« le programme ») remercie les clients qui réservent régulièrement avec nous. Ces conditions s’ajoutent à nos [Conditions d’utilisation](/fr/termofuse).

## Adhésion

Tout client dont l’adresse courriel est confirmée est membre automatiquement. L’adhésion est gratuite et personnelle; les points ne peuvent être ni transférés, ni vendus, ni combinés entre comptes.

## Accumuler des points

- **1 point par dollar** (avant taxes) payé pour une réservation terminée.
- **500 points en prime** quand un ami que vous avez recommandé termine sa première réservation.
- Les points sont ajoutés une fois la réservation marquée comme terminée et le délai d’annulation écoulé. Les réservations annulées ou remboursées en entier ne donnent aucun point; les réservations remboursées en partie donnent des points sur le montant conservé.

## Échanger des points

- **1 000 points = 10 $ de rabais** sur une prochaine réservation, appliqués au moment de payer par tranches de 1 000 points.
- Les points ne peuvent pas être échangés contre de l’argent, ne peuvent pas réduire une réservation sous 0 $ et ne peuvent pas servir à payer les taxes.
- Les points et un code promo peuvent être utilisés sur la même réservation.

## Expiration

Les points expirent si votre compte n’a aucune réservation terminée pendant 18 mois consécutifs. Nous vous écrirons 30 jours avant leur expiration.

## Modification et fin du programme

Nous pouvons modifier ces conditions ou mettre fin au programme avec un préavis d’au moins 60 jours par courriel. Les points accumulés avant une date de fin peuvent être échangés jusqu’à cette date.

## Abus

Les points obtenus par fraude, par de fausses recommandations ou par l’abus de remboursements peuvent être retirés, et le compte fermé.

## Questions

Écrivez-nous à partir de la page [Nous joindre](/fr/contactus).`,
  },
};
