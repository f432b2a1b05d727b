// Which of our two languages a chat message is written in, or null when it could be either (a
// name, a phone number, "ok"). Language detectors (franc, cld) need a sentence or more and choose
// among hundreds of languages; chat messages are often two words long and only English and French
// matter, so this counts each language's everyday words instead. Accents do not count: "Hélène
// Bégin" typed on an English page is a name, not a switch to French.
import type { Locale } from '@hearth/shared/locale';

const FRENCH_WORDS = new Set(
  `bonjour bonsoir salut allô allo merci oui non je j me m moi mon ma mes tu vous votre vos nous notre nos il elle ils elles on le la les l un une des du de d au aux et ou est sont suis êtes c ça ce cet cette ces qui que qu quoi quel quelle quels quelles comment combien pourquoi quand où avec sans pour par dans sur chez pas plus très bien faire fait peux pouvez voudrais veux besoin prix coût coûte tarif heure heures semaine demain aujourd hui ménage nettoyage déneigement pelouse plomberie déménagement réserver réservation rendez annuler annulation facture taxes appeler courriel maison appartement`.split(/\s+/),
);
const ENGLISH_WORDS = new Set(
  `hi hello hey thanks thank yes no i me my mine you your we our he she they it the a an and or is are am was were be do does did what which who how much many why when where with without for by in on at not more very well can could would want need price cost costs hour hours week tomorrow today cleaning clean snow lawn plumbing moving book booking appointment cancel cancellation invoice tax taxes call email house home apartment please`.split(/\s+/),
);

export function detectLanguage(text: string): Locale | null {
  // Tags are markup, not words: "<i>" is not the English "I".
  const lower = text.replace(/<[^>]*>/g, ' ').toLowerCase();
  const words = lower.split(/[^\p{L}]+/u).filter(Boolean);
  let french = 0;
  let english = 0;
  for (const word of words) {
    if (FRENCH_WORDS.has(word)) french += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return null;
}
