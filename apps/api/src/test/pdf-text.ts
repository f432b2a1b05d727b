// Reads a generated PDF back as a person's PDF viewer would (Mozilla's pdf.js), so tests assert on
// what the document shows rather than on how it was drawn.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text, one line per line on the page (items on the same baseline joined by spaces). */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const lines = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? [];
      line.push({ x: item.transform[4] as number, str: item.str });
      lines.set(y, line);
    }
    const text = [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, items]) => items.sort((a, b) => a.x - b.x).map((i) => i.str).join(' ').replace(/\s+/g, ' ').trim())
      .join('\n');
    pages.push(text);
  }
  await doc.destroy();
  return pages;
}

/** The whole document's text. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
