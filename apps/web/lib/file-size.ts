// A file's size for people, in their language: shared by the message attachments and the provider's
// documents, so it sits below both. A module of its own, not part of lib/format.ts: that one is in
// most pages' code, and this would go along with it.
import { formatterFor, type Formatter } from '@hearth/shared/format';

// French writes bytes as octets (Ko, Mo).
const SIZE_UNITS = { en: ['B', 'KB', 'MB'], fr: ['o', 'Ko', 'Mo'] } as const;

/** 2048 → "2 KB", 1536000 → "1.5 MB" (French: "2 Ko", "1,5 Mo"). */
export function formatFileSize(bytes: number, format: Formatter = formatterFor('en')): string {
  const [b, kb, mb] = SIZE_UNITS[format.locale];
  if (bytes < 1024) return `${format.number(bytes)} ${b}`;
  if (bytes < 1024 * 1024) return `${format.number(Math.round(bytes / 1024))} ${kb}`;
  return `${format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} ${mb}`;
}
