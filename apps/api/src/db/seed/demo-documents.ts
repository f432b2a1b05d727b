// Verification documents for demo providers: a one-page PDF or a card-like PNG saying what each is,
// enough for the console's inline viewer and the provider's Documents page.
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { providerDocuments } from '../schema';

/** A one-page PDF saying what the document is (enough for the console's inline viewer). */
export function letterPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function cardPng(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="#e2e8f0"/><text x="40" y="210" font-family="sans-serif" font-size="36" fill="#0f172a">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** [form field, file name, bytes, content type] */
export type DemoDocument = [string, string, Buffer, string];

export async function storeDemoDocuments(ctx: Pick<AppContext, 'db' | 'storage'>, providerId: string, documents: DemoDocument[]) {
  for (const [field, fileName, bytes, contentType] of documents) {
    const storageKey = `private/providers/${providerId}/${field}-demo.${fileName.split('.').pop()}`;
    await ctx.storage.put(storageKey, bytes, contentType);
    await ctx.db.insert(providerDocuments).values({ providerId, field, storageKey, fileName, contentType, sizeBytes: bytes.length });
  }
}
