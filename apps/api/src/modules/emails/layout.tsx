// The frame every templated Hearth email shares (brand bar, card, footer with the support address)
// and the few blocks the messages are built from. React Email turns them into table-based HTML with
// inline styles, which is what Gmail, Outlook and Apple Mail all render the same way.
import type { ReactNode } from 'react';
import { LOCALE_TAGS, type Locale } from '@hearth/shared/locale';
import { Body, Button, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import { messagesFor } from '../../i18n';

const BRAND = '#C2410C'; // brand-700: 5.2:1 on white, the web app's text and button colour
const INK = '#0f172a';
const MUTED = '#475569'; // slate-600: 7.6:1 on white
const LINE = '#e2e8f0';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface Footer {
  /** Where to write with questions: the site's customer service address, or the contact page. */
  supportEmail: string | null;
  contactUrl: string;
  /** Why this person got the email. */
  reason: string;
}

export function EmailLayout({ locale, preview, title, footer, children }: { locale: Locale; preview: string; title: string; footer: Footer; children: ReactNode }) {
  const m = messagesFor(locale).layout;
  return (
    <Html lang={LOCALE_TAGS[locale]} dir="ltr">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f8fafc', margin: 0, padding: '24px 0', fontFamily: FONT, color: INK }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ backgroundColor: BRAND, borderRadius: '12px 12px 0 0', padding: '18px 28px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '22px', fontWeight: 700, letterSpacing: '0.5px' }}>Hearth</Text>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', border: `1px solid ${LINE}`, borderTop: 'none', borderRadius: '0 0 12px 12px', padding: '8px 28px 24px' }}>
            <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '20px 0 8px', color: INK }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '16px 28px' }}>
            <Text style={{ fontSize: '13px', lineHeight: '20px', color: MUTED, margin: '0 0 4px' }}>
              {m.questions}{' '}
              {footer.supportEmail && (
                <>
                  {m.writeTo}{' '}
                  <Link href={`mailto:${footer.supportEmail}`} style={{ color: BRAND }}>
                    {footer.supportEmail}
                  </Link>{' '}
                  {m.orUse}{' '}
                </>
              )}
              {!footer.supportEmail && `${m.use} `}
              <Link href={footer.contactUrl} style={{ color: BRAND }}>
                {m.contactPage}
              </Link>
              .
            </Text>
            <Text style={{ fontSize: '13px', lineHeight: '20px', color: MUTED, margin: 0 }}>
              {footer.reason} — {m.tagline}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '12px 0', color: INK }}>{children}</Text>;
}

export function Small({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '13px', lineHeight: '20px', margin: '8px 0', color: MUTED }}>{children}</Text>;
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '16px', lineHeight: '24px', margin: '24px 0 4px', color: INK }}>
      {children}
    </Heading>
  );
}

/** French puts a no-break space before a colon. */
export const colon = (locale: Locale) => (locale === 'fr' ? '\u00a0:' : ':');

/** Label / value rows: when, where, who. */
export function Facts({ rows, locale }: { rows: [label: string, value: ReactNode][]; locale: Locale }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ width: '34%', verticalAlign: 'top', padding: '6px 12px 6px 0', fontSize: '14px', lineHeight: '20px', color: MUTED }}>
            {`${label}${colon(locale)}`}{' '}
          </Column>
          <Column style={{ verticalAlign: 'top', padding: '6px 0', fontSize: '14px', lineHeight: '20px', color: INK }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}

export interface MoneyLine {
  label: string;
  amount: string;
  /** The total: bold, above a rule. */
  strong?: boolean;
}

/** A price breakdown, amounts right-aligned. */
export function MoneyTable({ lines, locale }: { lines: MoneyLine[]; locale: Locale }) {
  return (
    <Section style={{ margin: '8px 0', borderTop: `1px solid ${LINE}` }}>
      {lines.map((line) => (
        <Row key={line.label} style={line.strong ? { borderTop: `1px solid ${LINE}` } : undefined}>
          <Column style={{ padding: '6px 0', fontSize: '14px', lineHeight: '20px', color: INK, fontWeight: line.strong ? 700 : 400 }}>
            {`${line.label}${colon(locale)}`}{' '}
          </Column>
          <Column align="right" style={{ padding: '6px 0', fontSize: '14px', lineHeight: '20px', color: INK, fontWeight: line.strong ? 700 : 400, whiteSpace: 'nowrap' }}>
            {line.amount}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button href={href} style={{ backgroundColor: BRAND, color: '#ffffff', borderRadius: '8px', padding: '12px 20px', fontSize: '15px', fontWeight: 600, textDecoration: 'none' }}>
        {children}
      </Button>
    </Section>
  );
}

export function Rule() {
  return <Hr style={{ borderColor: LINE, margin: '20px 0' }} />;
}
