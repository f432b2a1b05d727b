// The French side of the demo blog: two articles also written in English (same translation key) and
// one written for Québec readers only. Written in French, not translated word for word.
import type { SeedBlogPost } from './blog-posts';

export const DEMO_BLOG_POSTS_FR: SeedBlogPost[] = [
  {
    slug: 'liste-preparation-maison-hiver',
    locale: 'fr',
    translationKey: 'winter-home-checklist',
    title: 'La liste pour préparer la maison à l’hiver',
    excerpt: 'Dix choses à faire avant les premiers gels, de la fermeture des robinets extérieurs à la réservation du déneigement avant la tempête.',
    author: 'Priya Natarajan',
    publishedDaysAgo: 12,
    cover: 'winter-home',
    body: `L’hiver canadien est dur pour une maison. Une ou deux fins de semaine de préparation à l’automne vous épargnent bien des dépenses et du stress en janvier.

## À l’extérieur

1. **Fermez et vidangez les robinets extérieurs.** Fermez le robinet d’arrêt à l’intérieur, ouvrez le robinet extérieur et laissez-le ouvert pour que l’eau qui reste puisse prendre de l’expansion sans faire fendre le tuyau.
2. **Nettoyez les gouttières.** Des gouttières bouchées causent des digues de glace, qui poussent l’eau de fonte sous vos bardeaux. Videz-les quand la plupart des feuilles sont tombées.
3. **Rangez le boyau d’arrosage et les meubles de jardin.** Un boyau laissé branché est la cause la plus fréquente d’un robinet gelé.
4. **Élaguez les branches près du toit et des fils électriques.** La neige lourde et le verglas les font tomber.
5. **Faites provision de déglaçant et d’une bonne pelle** avant que la première tempête vide les tablettes de la quincaillerie.

## À l’intérieur

6. **Faites entretenir la fournaise et changez le filtre.** Un filtre propre garde la fournaise efficace; changez-le aux un à trois mois pendant la saison de chauffage.
7. **Testez les avertisseurs de fumée et de monoxyde de carbone.** Les maisons sont bien fermées l’hiver, et les avertisseurs de CO sont obligatoires dans plusieurs provinces.
8. **Bloquez les courants d’air** autour des fenêtres et des portes avec du coupe-froid ou du calfeutrant.
9. **Sachez où se trouve l’entrée d’eau principale.** Si un tuyau éclate, chaque minute compte.

## Prévoyez la neige

10. **Réservez le déneigement tôt.** Sur Hearth, vous pouvez réserver le [déneigement de votre entrée](/fr/services/driveway-snow-clearing) avant une tempête annoncée, et ajouter l’[épandage de déglaçant](/fr/services/walkway-salting) pour les matins glacés. Bien des municipalités imposent des délais pour dégager les trottoirs après une bordée de neige : vérifiez la réglementation de votre ville.

Restez au chaud!`,
  },
  {
    slug: 'conseils-jour-demenagement',
    locale: 'fr',
    translationKey: 'moving-day-tips',
    title: 'Douze conseils pour un jour de déménagement sans stress',
    excerpt: 'Le 1er juillet ou n’importe quel autre jour : comment emballer, identifier et planifier pour que tout se passe à l’heure et que rien ne se brise.',
    author: 'Marcus Singh',
    publishedDaysAgo: 55,
    cover: 'moving-day',
    body: `Que vous déménagiez le 1er juillet à Montréal avec la moitié de la ville ou un mardi tranquille à Halifax, un bon plan rend la journée plus courte et moins chère.

## Quatre semaines avant

1. **Réservez vos déménageurs tôt.** Les fins de semaine d’été et les fins de mois se remplissent vite, et autour du 1er juillet, c’est encore pire. L’[aide au déménagement](/fr/services/moving-helpmovers) sur Hearth est facturée à l’heure : plus vous êtes prêt, plus vous économisez.
2. **Faites le tri.** Chaque boîte que vous ne déménagez pas, c’est du temps que vous ne payez pas.
3. **Réservez l’ascenseur** si vous habitez un immeuble, et informez-vous sur le stationnement pour le camion.

## L’emballage

4. **Mettez les livres dans de petites boîtes** et les choses légères, comme la literie, dans les grandes.
5. **Identifiez chaque boîte sur deux côtés** avec la pièce et une courte liste du contenu.
6. **Préparez un sac de survie** : chargeurs, médicaments, papier de toilette, bouilloire, collations et vêtements de rechange.
7. **Prenez en photo le branchement des fils** avant de débrancher le téléviseur et l’ordinateur.

## Le jour même

8. **Ayez tout emballé avant l’arrivée des déménageurs.** Emballer pendant qu’ils attendent est la façon la plus chère de le faire.
9. **Protégez les planchers** aux entrées avec du carton ou de vieux tapis.
10. **Désignez une seule personne** pour diriger les boîtes vers les bonnes pièces au nouveau logement.
11. **Faites une dernière tournée** de chaque garde-robe et de chaque armoire avant de remettre les clés.

## Après

12. **Réservez un ménage de fin de bail** pour laisser le logement impeccable, et un [assemblage de meubles](/fr/services/furniture-assembly) si le lit prêt-à-monter est encore en morceaux à minuit.

Bienvenue chez vous!`,
  },
  {
    slug: 'bien-preparer-visite-homme-a-tout-faire',
    locale: 'fr',
    title: 'Bien préparer la visite de votre homme à tout faire',
    excerpt: 'Une liste claire, des photos et le bon matériel sur place : comment tirer le maximum d’une visite de petits travaux facturée à l’heure.',
    author: 'Chloé Tremblay',
    publishedDaysAgo: 20,
    cover: 'handyman-visit',
    body: `La tablette qui penche, la porte qui frotte, le trou dans le gypse laissé par l’ancien cadre : chaque maison a sa liste de petits travaux qui traînent. Une visite d’[homme à tout faire](/fr/services/handyman-services) règle tout ça en quelques heures, à condition de bien la préparer.

## Faites une seule liste, par ordre de priorité

Écrivez tout dans la description de votre réservation, en commençant par ce qui compte le plus. Si le temps manque, les travaux importants seront faits en premier. Indiquez l’étage et la pièce pour chaque élément.

## Ajoutez des précisions utiles

- **Les mesures** : la largeur de la tablette, la hauteur du miroir, la taille du téléviseur.
- **Le type de mur** : gypse, plâtre, brique ou béton. En cas de doute, dites-le : le professionnel apportera les bons ancrages.
- **Des photos** : une image vaut mille mots, surtout pour une fuite sous l’évier ou une porte qui ne ferme plus.

## Achetez le matériel à l’avance

L’homme à tout faire apporte ses outils, mais pas vos tringles, vos luminaires ou votre peinture. Ayez-les sur place, dans leur emballage, avec la quincaillerie fournie.

## Libérez l’espace

Dégagez l’accès aux murs et aux fenêtres, déplacez ce qui est fragile et gardez vos animaux dans une autre pièce. Chaque minute passée à déplacer des meubles est une minute facturée.

## Sachez ce qui n’est pas de son ressort

Un homme à tout faire peut remplacer un luminaire sur une boîte existante, mais les nouveaux circuits exigent un maître électricien, et les gros travaux de plomberie, un plombier. Pour ceux-là, réservez plutôt nos [services de plomberie](/fr/services/other-plumbing-services).

Bien préparée, une visite de deux heures peut rayer toute la liste du frigo. Bonne fin de semaine!`,
  },
];
