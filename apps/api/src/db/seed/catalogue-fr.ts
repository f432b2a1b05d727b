// The demo catalogue in Canadian French, by slug: category and service names and descriptions, and
// each service page's "what is included" list and questions (in the same order as the English, so
// each French question lands on its English one). Written as a Québec customer expects to read it.

export interface FrenchText {
  name: string;
  description: string;
}

export const DEMO_CATEGORIES_FR: Record<string, FrenchText> = {
  cleaning: { name: 'Ménage', description: 'Des préposés à l’entretien ménager assurés, aux antécédents vérifiés, pour les maisons, les appartements et les bureaux.' },
  moving: { name: 'Déménagement', description: 'Des déménageurs soigneux, avec camion et équipement, à l’heure.' },
  plumbing: { name: 'Plomberie', description: 'Des plombiers détenteurs de licence pour les fuites, les drains, les appareils sanitaires et les chauffe-eau.' },
  handyman: { name: 'Petits travaux', description: 'Petites réparations et installations dans la maison, bien faites du premier coup.' },
  gardening: { name: 'Jardinage', description: 'Des jardiniers pour vos plates-bandes, vos haies et le nettoyage saisonnier.' },
  'lawn-care': { name: 'Entretien de pelouse', description: 'Tonte, bordures et santé de la pelouse, du printemps à l’automne.' },
  'snow-removal': { name: 'Déneigement', description: 'Votre entrée et vos allées déneigées avant votre départ.' },
};

export const DEMO_SERVICES_FR: Record<string, FrenchText> = {
  'standard-house-cleaning': { name: 'Ménage régulier', description: 'Époussetage, aspirateur, lavage des planchers, comptoirs de cuisine et salles de bain pour une maison habitée.' },
  'bedroom-cleaning': { name: 'Ménage de chambre à coucher', description: 'Le ménage complet d’une chambre : époussetage, planchers, plinthes, miroirs et lit fait.' },
  'deep-cleaning': { name: 'Grand ménage', description: 'Un ménage de fond en comble, y compris l’intérieur du four, du frigo et des armoires, et derrière les électroménagers.' },
  'move-out-cleaning': { name: 'Ménage de fin de bail', description: 'Remettez votre logement impeccable : un ménage du logement vide, fait selon les attentes des propriétaires.' },
  'office-cleaning': { name: 'Ménage de bureaux', description: 'Ménage après les heures d’ouverture des postes de travail, cuisinettes, salles de toilettes et planchers de petits bureaux.' },
  'moving-helpmovers': { name: 'Aide au déménagement / Déménageurs', description: 'Deux déménageurs pour charger, transporter et décharger, avec couvertures, diables et sangles.' },
  'furniture-assembly': { name: 'Assemblage de meubles', description: 'Lits, commodes, bureaux et étagères prêts-à-monter, assemblés et mis de niveau.' },
  'leak-repair': { name: 'Réparation de fuites', description: 'Trouver et réparer les fuites de robinets, de tuyaux, de toilettes et de robinets d’arrêt.' },
  'drain-unclogging': { name: 'Débouchage de drains', description: 'Drains de cuisine, de salle de bain et de plancher débouchés au furet ou par hydrojet.' },
  'other-plumbing-services': { name: 'Autres services de plomberie', description: 'Installation d’appareils sanitaires, vérification du chauffe-eau, pompe de puisard et tout le reste : décrivez les travaux.' },
  'handyman-services': { name: 'Homme à tout faire', description: 'Réparer le gypse, ajuster les portes, poser des tablettes et des cadres, calfeutrer et autres petites réparations.' },
  'tv-mounting': { name: 'Installation de téléviseur au mur', description: 'Un téléviseur jusqu’à 85 pouces fixé au mur sur gypse, brique ou béton, avec les fils bien rangés.' },
  'garden-maintenance': { name: 'Entretien de jardin', description: 'Désherbage, taille, paillage et entretien des plates-bandes.' },
  'hedge-trimming': { name: 'Taille de haies', description: 'Haies et arbustes taillés, résidus de taille ramassés et emportés.' },
  'yard-clean-up': { name: 'Nettoyage du printemps et de l’automne', description: 'Feuilles, branches et débris ramassés et mis en sacs pour la collecte municipale.' },
  'lawn-maintenance': { name: 'Tonte de pelouse', description: 'Tonte, bordures et taille du gazon, avec les rognures soufflées hors des allées.' },
  'lawn-aeration': { name: 'Aération de pelouse', description: 'Aération par carottage pour décompacter le sol et aider les racines à respirer.' },
  'driveway-snow-clearing': { name: 'Déneigement d’entrée', description: 'Entrée et allée avant déneigées à la souffleuse ou à la pelle après une bordée de neige.' },
  'walkway-salting': { name: 'Épandage de déglaçant', description: 'Un déglaçant écologique épandu sur les allées, les marches et l’entrée.' },
};

export interface FrenchServiceDetails {
  whatIsIncluded: string[];
  /** The English page's questions, in the same order. */
  faqs: { question: string; answer: string }[];
}

export const DEMO_SERVICE_DETAILS_FR: Record<string, FrenchServiceDetails> = {
  'standard-house-cleaning': {
    whatIsIncluded: ['Époussetage des surfaces accessibles, des tablettes et des plinthes', 'Aspirateur et lavage de tous les planchers', 'Comptoirs, évier, surface de cuisson et devant des électroménagers', 'Salles de bain : toilette, bain ou douche, lavabo et miroirs', 'Vidage des poubelles et du bac de recyclage'],
    faqs: [
      { question: 'Dois-je fournir les produits de nettoyage?', answer: 'Non. La personne qui fait le ménage apporte ses produits et son équipement. Si vous préférez vos propres produits (allergies, odeur préférée), laissez-les à la vue et mentionnez-le dans la note de votre réservation.' },
      { question: 'Combien de temps dure un ménage régulier?', answer: 'Environ trois heures pour un 4 ½ (deux chambres). Une maison plus grande, ou qui n’a pas été nettoyée depuis un moment, demande plus de temps; le prix final reflète le temps réel.' },
    ],
  },
  'bedroom-cleaning': {
    whatIsIncluded: ['Époussetage des meubles, des tablettes, des lampes et des rebords de fenêtres', 'Aspirateur sur les tapis ou lavage des planchers, sous le lit compris', 'Miroirs, interrupteurs et poignées de porte essuyés', 'Lit fait avec la literie que vous laissez'],
    faqs: [
      { question: 'Puis-je réserver pour plusieurs chambres?', answer: 'Oui. Réservez une seule visite et décrivez les pièces dans votre note; le prix est par chambre.' },
      { question: 'La lessive est-elle comprise?', answer: 'Faire le lit est compris. Laver et plier le linge ne l’est pas, mais vous pouvez demander à la personne de l’ajouter lorsqu’elle accepte la réservation.' },
    ],
  },
  'deep-cleaning': {
    whatIsIncluded: ['Tout ce que comprend le ménage régulier', 'L’intérieur du four, du frigo et du micro-ondes', 'L’intérieur des armoires et des tiroirs (vidés à l’avance)', 'Derrière et sous les électroménagers qu’on peut déplacer', 'Récurage des joints, de la céramique et des portes de douche', 'Cadres de porte, bouches d’aération et luminaires'],
    faqs: [
      { question: 'À quelle fréquence faire faire un grand ménage?', answer: 'La plupart des ménages en réservent un aux trois à six mois, ou au changement de saison, avec des ménages réguliers entre les deux.' },
      { question: 'Dois-je vider les armoires?', answer: 'Oui, videz les armoires et le frigo avant la visite pour que toutes les surfaces soient accessibles.' },
    ],
  },
  'move-out-cleaning': {
    whatIsIncluded: ['Un ménage de fond en comble du logement vide', 'L’intérieur de chaque armoire, garde-robe et tiroir', 'L’intérieur du four, du frigo et du lave-vaisselle', 'Taches sur les murs nettoyées, plinthes et rebords de fenêtres essuyés', 'Salles de bain détartrées et désinfectées'],
    faqs: [
      { question: 'Le logement sera-t-il prêt pour la visite du propriétaire?', answer: 'Nos préposés travaillent selon ce que la plupart des propriétaires et gestionnaires vérifient à la remise des clés. Si votre bail précise certains éléments, indiquez-les dans votre note.' },
      { question: 'Le logement doit-il être vide?', answer: 'Oui. Les meubles et les effets personnels doivent être sortis pour que toutes les surfaces soient accessibles.' },
    ],
  },
  'office-cleaning': {
    whatIsIncluded: ['Bureaux, comptoirs et surfaces souvent touchées essuyés et désinfectés', 'Cuisinette et salles de toilettes nettoyées et réapprovisionnées avec vos fournitures', 'Planchers passés à l’aspirateur et lavés', 'Poubelles et recyclage sortis'],
    faqs: [
      { question: 'Le ménage peut-il se faire après les heures de bureau?', answer: 'Oui. Choisissez une heure en soirée ou la fin de semaine et expliquez comment entrer (clé, carte d’accès ou quelqu’un sur place) dans la description de la réservation.' },
      { question: 'Pourquoi dois-je décrire le bureau?', answer: 'Les bureaux varient beaucoup. La superficie, le nombre de salles de toilettes et vos consignes particulières aident le professionnel à apporter le bon équipement et à prévoir le temps juste.' },
    ],
  },
  'moving-helpmovers': {
    whatIsIncluded: ['Deux déménageurs d’expérience', 'Chargement, transport à bras et déchargement', 'Couvertures de déménagement, diables et sangles', 'Démontage et remontage des meubles simples, comme les bases de lit'],
    faqs: [
      { question: 'Le camion est-il compris?', answer: 'Le prix de départ couvre deux déménageurs et leur équipement. Si vous avez besoin d’un camion, dites-le dans votre description; bon nombre de nos déménageurs en fournissent un, moyennant des frais confirmés avant le déménagement.' },
      { question: 'Comment le prix final est-il calculé?', answer: 'Les déménagements sont facturés à l’heure, avec un minimum de deux heures. Mentionnez les escaliers, les longues distances à pied et les objets très lourds, comme un piano, dans votre description.' },
    ],
  },
  'furniture-assembly': {
    whatIsIncluded: ['Assemblage de meubles prêts-à-monter de n’importe quel magasin', 'Mise de niveau et fixation au mur des meubles hauts', 'Emballages rassemblés pour votre recyclage', 'Le professionnel apporte ses propres outils'],
    faqs: [
      { question: 'Combien de meubles par réservation?', answer: 'Le prix de départ couvre environ quatre-vingt-dix minutes, soit habituellement un gros meuble comme une armoire, ou deux ou trois plus petits.' },
      { question: 'Fixez-vous les meubles au mur?', answer: 'Oui. La fixation antibasculement est comprise pour les commodes et les bibliothèques lorsque la quincaillerie est dans la boîte.' },
    ],
  },
  'leak-repair': {
    whatIsIncluded: ['Recherche de la source de la fuite', 'Réparation ou remplacement de rondelles, de cartouches, de tuyaux d’alimentation et de robinets d’arrêt', 'Réparation du clapet et du robinet de remplissage de la toilette', 'Vérification des dégâts d’eau autour de l’appareil'],
    faqs: [
      { question: 'Vos plombiers détiennent-ils une licence?', answer: 'Les réservations de plomberie vont aux professionnels qui ont téléversé leur licence et leur preuve d’assurance, que notre équipe vérifie avant qu’ils puissent accepter des travaux.' },
      { question: 'Et s’il faut des pièces?', answer: 'Les pièces courantes sont dans le camion. Toute pièce particulière fait l’objet d’une soumission avant d’être installée.' },
    ],
  },
  'drain-unclogging': {
    whatIsIncluded: ['Débouchage des drains de cuisine, de salle de bain, de bain et de plancher', 'Furet ou hydrojet selon le besoin', 'Test d’écoulement une fois le drain débouché', 'Conseils pour éviter le prochain bouchon'],
    faqs: [
      { question: 'Utilisez-vous des déboucheurs chimiques?', answer: 'Non. Le débouchage mécanique est plus sûr pour vos tuyaux et pour l’environnement.' },
      { question: 'Et le drain principal?', answer: 'Un blocage du drain principal demande une inspection par caméra. Réservez Autres services de plomberie et décrivez le problème pour que le bon équipement soit apporté.' },
    ],
  },
  'other-plumbing-services': {
    whatIsIncluded: ['Installation de robinets, de toilettes et d’appareils sanitaires', 'Vérification et petites réparations du chauffe-eau', 'Test et remplacement de la pompe de puisard', 'Une soumission écrite avant tout travail d’envergure'],
    faqs: [
      { question: 'Pourquoi dois-je décrire les travaux?', answer: 'Un travail de plomberie peut prendre dix minutes comme une journée entière. Votre description permet au plombier d’apporter les bonnes pièces et de confirmer le prix avec vous.' },
      { question: 'Vous occupez-vous des urgences?', answer: 'En cas de tuyau qui éclate, fermez d’abord l’entrée d’eau principale. Réservez ensuite en précisant que c’est urgent : les plombiers disponibles à proximité le voient tout de suite.' },
    ],
  },
  'handyman-services': {
    whatIsIncluded: ['Réparation et retouches de gypse', 'Ajustement de portes, de charnières et de serrures', 'Pose de tablettes, de miroirs, de tringles à rideaux et de cadres', 'Calfeutrage autour des bains, des lavabos et des fenêtres', 'Une liste de petits travaux réglée en une seule visite'],
    faqs: [
      { question: 'Puis-je donner une liste de petits travaux?', answer: 'Oui, c’est justement à ça que sert ce service. Énumérez tout dans votre description et l’homme à tout faire s’y attaquera par ordre de priorité.' },
      { question: 'Faites-vous des travaux d’électricité?', answer: 'Un homme à tout faire peut remplacer un luminaire sur une boîte existante. Les nouveaux circuits et les travaux au panneau demandent un maître électricien.' },
    ],
  },
  'tv-mounting': {
    whatIsIncluded: ['Fixation sur gypse (dans les montants), brique ou béton', 'Mise de niveau et rangement des fils', 'Branchement et essai de vos appareils', 'Supports inclinables ou articulés que vous fournissez'],
    faqs: [
      { question: 'Dois-je acheter le support mural?', answer: 'Oui, prévoyez un support conçu pour la taille et le poids de votre téléviseur. Votre professionnel peut vous en recommander un lorsqu’il accepte la réservation.' },
      { question: 'Peut-on cacher les fils dans le mur?', answer: 'Une trousse de passe-fils encastrée peut être installée dans un mur de gypse sans coupe-feu. Mentionnez-le dans votre note pour que le temps nécessaire soit prévu.' },
    ],
  },
  'garden-maintenance': {
    whatIsIncluded: ['Désherbage des plates-bandes et du potager', 'Taille des vivaces et des petits arbustes', 'Bordures et paillis dans les plates-bandes', 'Résidus verts mis en sacs pour la collecte municipale'],
    faqs: [
      { question: 'Fournissez-vous le paillis et les plantes?', answer: 'Le paillis et les plantes ne sont pas compris dans le prix de départ. Votre jardinier peut aller les chercher et ajouter la facture à votre réservation.' },
      { question: 'À quelle fréquence réserver?', answer: 'Aux deux à quatre semaines, de mai à septembre, suffit à garder la plupart des jardins d’ici bien entretenus.' },
    ],
  },
  'hedge-trimming': {
    whatIsIncluded: ['Taille des haies et des arbustes jusqu’à 2,5 mètres', 'Résidus de taille ratissés et emportés', 'Nettoyage des allées et de l’entrée'],
    faqs: [
      { question: 'Quel est le meilleur moment pour tailler les haies?', answer: 'À la fin du printemps et à la fin de l’été. Évitez la période de nidification là où la réglementation municipale protège les oiseaux, habituellement d’avril à août; votre jardinier vérifie d’abord s’il y a des nids.' },
      { question: 'Pouvez-vous tailler des haies très hautes?', answer: 'Les haies de plus de 2,5 mètres demandent de l’équipement supplémentaire. Indiquez la hauteur dans la note de votre réservation.' },
    ],
  },
  'yard-clean-up': {
    whatIsIncluded: ['Feuilles et débris ratissés sur la pelouse et dans les plates-bandes', 'Petites branches coupées et attachées en fagots', 'Gouttières accessibles du sol débarrassées des feuilles', 'Résidus de jardin mis en sacs pour la collecte municipale'],
    faqs: [
      { question: 'Emportez-vous les résidus de jardin?', answer: 'Les sacs sont laissés en bordure de rue pour la collecte municipale des résidus verts. L’enlèvement peut être ajouté moyennant des frais.' },
      { question: 'Quand réserver le nettoyage d’automne?', answer: 'Une fois que la plupart des feuilles sont tombées, habituellement de la fin octobre à la mi-novembre dans la plupart des provinces.' },
    ],
  },
  'lawn-maintenance': {
    whatIsIncluded: ['Tonte à la bonne hauteur selon la saison', 'Bordures le long des allées et des plates-bandes', 'Coupe-bordure autour des clôtures et des obstacles', 'Rognures soufflées hors des surfaces dures'],
    faqs: [
      { question: 'À quelle fréquence faut-il tondre la pelouse?', answer: 'Chaque semaine à la fin du printemps et au début de l’été, puis aux dix à quatorze jours pendant les chaleurs.' },
      { question: 'Dois-je être à la maison?', answer: 'Non. Laissez la barrière déverrouillée et gardez vos animaux à l’intérieur; votre professionnel vous écrit quand c’est terminé.' },
    ],
  },
  'lawn-aeration': {
    whatIsIncluded: ['Aération par carottage de toute la pelouse', 'Repérage des têtes de gicleurs et des conduites peu profondes que vous indiquez', 'Carottes laissées sur place pour nourrir le sol'],
    faqs: [
      { question: 'Quel est le meilleur moment pour aérer?', answer: 'Au début de l’automne ou au printemps, quand le gazon pousse et que le sol est humide sans être détrempé.' },
      { question: 'Dois-je sursemer en même temps?', answer: 'Oui, juste après l’aération est le meilleur moment. Demandez à votre professionnel d’ajouter le sursemis lorsqu’il accepte la réservation.' },
    ],
  },
  'driveway-snow-clearing': {
    whatIsIncluded: ['Entrée déneigée à la souffleuse ou à la pelle', 'Allée avant et marches déneigées', 'Neige empilée sans nuire à la visibilité', 'Le bourrelet de la charrue au bout de l’entrée dégagé'],
    faqs: [
      { question: 'Quand mon entrée sera-t-elle déneigée?', answer: 'Votre professionnel passe une fois la neige arrêtée, habituellement en quelques heures. Réservez avant une tempête annoncée pour être parmi les premiers.' },
      { question: 'Puis-je réserver pour tout l’hiver?', answer: 'Les contrats saisonniers arrivent bientôt. Pour l’instant, réservez à chaque bordée; bien des clients font appel au même professionnel chaque fois.' },
    ],
  },
  'walkway-salting': {
    whatIsIncluded: ['Déglaçant épandu sur les allées, les marches et l’entrée', 'Un produit sans danger pour les animaux et le béton', 'Traitement des endroits à risque, comme l’égouttement des descentes pluviales'],
    faqs: [
      { question: 'Le déglaçant est-il sans danger pour les animaux?', answer: 'Oui. Nos professionnels utilisent par défaut un déglaçant sans chlorure, sans danger pour les animaux.' },
      { question: 'Va-t-il abîmer du béton neuf?', answer: 'Il ne faut pas épandre de sel sur un béton de moins d’un an. Indiquez-le dans votre note et du sable sera utilisé à la place.' },
    ],
  },
};
