// Every refusal the API writes as a literal has its French in the shared catalogue: a new
// `new AppError(409, '…')` without a translation fails here, naming the text to add to
// packages/shared/src/messages.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasFrench } from '@hearth/shared/messages';

const SOURCE = join(import.meta.dirname, '.');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// The status, then a quoted literal, or a template without placeholders (the message's first argument).
const APP_ERROR_LITERAL = /new AppError\(\s*\d{3},\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

describe('the API speaks French', () => {
  it('has French for every AppError message written as a literal', () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(APP_ERROR_LITERAL)) {
        count++;
        const message = unescape(match[1] ?? match[2] ?? match[3] ?? '');
        if (!hasFrench(message)) missing.push(`${relative(SOURCE, file)}: ${message}`);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
