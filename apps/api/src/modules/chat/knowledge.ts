// What the assistant knows: our own services (with prices), FAQs, published pages (refund policy,
// terms…) and the contact details, found with PostgreSQL full-text search. The question's words
// are ORed (a visitor's "how much is bedroom cleaning?" has words no service mentions), and
// ts_rank_cd with weighted fields puts the service or page whose title matches first.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { readContact } from '../../db/site-settings';
import { formatterFor } from '@hearth/shared/format';
import type { Locale } from '@hearth/shared/locale';

export type KnowledgeHit =
  | { kind: 'service'; title: string; slug: string; body: string; priceCents: number; priceUnit: 'job' | 'hour'; rank: number }
  | { kind: 'faq'; title: string; body: string; rank: number }
  | { kind: 'page'; title: string; slug: string; body: string; rank: number };

type Row = { kind: string; title: string; slug: string | null; body: string; price_cents: number | null; price_unit: 'job' | 'hour' | null; rank: number };

/** Below this a match is a coincidence (one common word in a long page), not an answer. */
const MIN_RANK = 0.05;

/**
 * The best matches for a question in the visitor's language. French questions are stemmed with
 * PostgreSQL's French configuration and searched in the French texts (the English where a text has
 * no French yet), so "Combien coûte le grand ménage?" finds the service named « Grand ménage ».
 */
export async function searchKnowledge(ctx: Pick<AppContext, 'db'>, question: string, locale: Locale = 'en'): Promise<KnowledgeHit[]> {
  const config = sql.raw(locale === 'fr' ? `'french'` : `'english'`);
  const fr = locale === 'fr';
  const col = (table: string, column: string) => sql.raw(fr ? `coalesce(${table}.${column}_fr, ${table}.${column})` : `${table}.${column}`);
  const rows = await queryRows<Row>(ctx.db, sql`
    with q as (
      -- The lexemes are already normalised: each is quoted (quotes and backslashes doubled) and read
      -- as a tsquery literal, so punctuation the parser keeps in a lexeme (a URL's "a!b") is never
      -- taken for an operator.
      select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | ')::tsquery as query
      from unnest(to_tsvector(${config}::regconfig, ${question.slice(0, 500)})) as t
    ),
    docs as (
      select 'service' as kind, ${col('s', 'name')} as title, s.slug, ${col('s', 'description')} as body, s.starting_price_cents as price_cents, s.price_unit,
             setweight(to_tsvector(${config}::regconfig, ${col('s', 'name')}), 'A') || setweight(to_tsvector(${config}::regconfig, ${col('c', 'name')}), 'B') || setweight(to_tsvector(${config}::regconfig, ${col('s', 'description')}), 'C') as doc
        from services s join categories c on c.id = s.category_id
       where s.active and c.active
      union all
      select 'faq', ${col('f', 'question')}, null, ${col('f', 'answer')}, null, null,
             setweight(to_tsvector(${config}::regconfig, ${col('f', 'question')}), 'A') || setweight(to_tsvector(${config}::regconfig, ${col('f', 'answer')}), 'C')
        from faqs f where f.active and f.service_id is null
      union all
      select 'page', ${col('p', 'title')}, p.slug, ${col('p', 'description')}, null, null,
             setweight(to_tsvector(${config}::regconfig, ${col('p', 'title')}), 'A') || setweight(to_tsvector(${config}::regconfig, ${col('p', 'description')}), 'B') || setweight(to_tsvector(${config}::regconfig, ${col('p', 'body')}), 'D')
        from content_pages p where p.published
    )
    select kind, title, slug, body, price_cents, price_unit, ts_rank_cd(doc, q.query)::float8 as rank
      from docs, q
     where q.query is not null and doc @@ q.query
     order by rank desc, title
     limit 3`);
  return rows
    .filter((r) => Number(r.rank) >= MIN_RANK)
    .map((r): KnowledgeHit => {
      const rank = Number(r.rank);
      if (r.kind === 'service') return { kind: 'service', title: r.title, slug: r.slug!, body: r.body, priceCents: r.price_cents!, priceUnit: r.price_unit ?? 'job', rank };
      if (r.kind === 'page') return { kind: 'page', title: r.title, slug: r.slug!, body: r.body, rank };
      return { kind: 'faq', title: r.title, body: r.body, rank };
    });
}

const CONTACT_WORDS = /(?<![\p{L}])(contact|phone|call|email|e-mail|address|reach|talk to (a|someone)|human|agent|office|contacter|joindre|téléphone|appeler|courriel|adresse|parler à (un|une|quelqu)|humain|bureau)(?![\p{L}])/iu;

const CONTACT_LABELS = {
  en: { intro: 'You can reach our team here:', phone: 'Phone', email: 'Email', address: 'Address' },
  fr: { intro: 'Vous pouvez joindre notre équipe ici :', phone: 'Téléphone', email: 'Courriel', address: 'Adresse' },
} satisfies Record<Locale, unknown>;

/** "How do I reach you?": the contact details from the site settings, or null when the question is about something else. */
export async function contactAnswer(ctx: Pick<AppContext, 'db'>, question: string, locale: Locale = 'en'): Promise<string | null> {
  if (!CONTACT_WORDS.test(question)) return null;
  const contact = await readContact(ctx.db);
  const label = CONTACT_LABELS[locale];
  // French puts a space before the colon.
  const colon = locale === 'fr' ? ' :' : ':';
  const lines = [
    contact.phoneNumber && `- ${label.phone}${colon} +1 ${formatterFor(locale).phone(contact.phoneNumber)}`,
    contact.customerServiceEmail && `- ${label.email}${colon} ${contact.customerServiceEmail}`,
    contact.address && `- ${label.address}${colon} ${contact.address}`,
  ].filter(Boolean);
  return lines.length ? `${label.intro}\n\n${lines.join('\n')}` : null;
}
