// PDF documents for people to keep (tax invoices, credit notes, earnings statements), drawn with
// pdfkit on a US Letter page, the paper size Canadian offices print on, in the PDF's built-in
// Helvetica so nothing has to ship font files. Canadian formatting in the reader's language (the
// messages' formats, the shared formatter): CAD amounts, dates spelled out so they cannot be read day-first
// or month-first.
import PDFDocument from 'pdfkit';
import { LOCALE_TAGS } from '@hearth/shared/locale';
import { formatterFor } from '@hearth/shared/format';
import type { Locale } from './i18n';

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const COLORS = { ink: '#0f172a', muted: '#475569', rule: '#cbd5e1', band: '#f1f5f9' } as const;

/** Draws a document and returns its bytes. */
export function renderPdf(info: { title: string; subject: string; locale?: Locale }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    lang: LOCALE_TAGS[info.locale ?? 'en'],
    displayTitle: true,
    info: { Title: pdfText(info.title), Subject: pdfText(info.subject), Author: 'Hearth', Creator: 'Hearth' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor(COLORS.ink);
  draw(doc);
  doc.end();
  return done;
}

// Windows-1252 beyond Latin-1: what the built-in fonts can show besides ASCII and accented Latin letters.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const showable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch);
};

/**
 * Text the built-in fonts can draw (line breaks kept): accented letters stay (Québec, Chloé), letters they lack lose
 * their accent (ő → o), and anything else (Ł, other scripts) is a question mark rather than a wrong
 * glyph. Names in other scripts need an embedded font; see decision 021.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\t]+/g, ' ')) {
    if (showable(ch) || ch === '\n') {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...bare].every(showable) && bare ? bare : '?';
  }
  return out;
}

/** "$1,234.56" / "1 234,56 $"; negative amounts as "-$5.00" (the built-in fonts have no minus sign). */
export const cad = (cents: number, locale: Locale = 'en') => formatterFor(locale).signedMoney(cents);

/** "November 28, 2026" / "28 novembre 2026" on the given time zone's calendar. */
export function longDate(at: Date, timeZone: string, locale: Locale = 'en'): string {
  return formatterFor(locale).longDate(at, timeZone);
}

/** Thousandths of a percent as a person writes them: 13000 → "13%", 9975 → "9.975%" / "9,975 %". */
export const ratePercent = (rate: number, locale: Locale = 'en') => formatterFor(locale).taxRate(rate);

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table from the current position: a shaded header row, then rows that start a new page (with
 * the header again) when they would run past the bottom margin. Cells wrap within their column.
 */
export function table(doc: Pdf, columns: Column[], rows: string[][], opts: { fontSize?: number; footer?: string[] } = {}) {
  const size = opts.fontSize ?? 9;
  const pad = 4;
  const bottom = PAGE.height - PAGE.margin;
  const drawRow = (cells: string[], bold: boolean, band: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(pdfText(c), { width: columns[i]!.width - 2 * pad }))) + 2 * pad;
    if (doc.y + height > bottom) {
      doc.addPage();
      if (!band) drawRow(columns.map((c) => c.header), true, true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    }
    const top = doc.y;
    if (band) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLORS.band).fillColor(COLORS.ink);
    let x = PAGE.margin;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc.text(pdfText(c), x + pad, top + pad, { width: col.width - 2 * pad, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.moveTo(PAGE.margin, top + height).lineTo(PAGE.margin + CONTENT_WIDTH, top + height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.x = PAGE.margin;
    doc.y = top + height;
  };
  drawRow(columns.map((c) => c.header), true, true);
  for (const row of rows) drawRow(row, false, false);
  if (opts.footer) drawRow(opts.footer, true, false);
}
