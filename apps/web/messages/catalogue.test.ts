// Both languages say everything: every English key has a French message with the same placeholders
// (a French sentence may order them differently, but must use the same ones), and no French message
// is left empty or copied from the English where the English is a sentence.
import { describe, expect, it } from 'vitest';
import en from './en';
import fr from './fr';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU argument names of a message: {name}, {count, plural, …}, and rich-text tags <link>. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([A-Za-z0-9_]+)>/g)) names.add(`<${match[1]}>`);
  // Plural branches ({one {...}}) are not arguments.
  for (const branch of ['zero', 'one', 'two', 'few', 'many', 'other']) names.delete(branch);
  return [...names].sort();
}

const english = flatten(en as unknown as Tree);
const french = flatten(fr as unknown as Tree);

describe('message catalogues', () => {
  it('gives every English key a French message, and French has no key English lacks', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, message]) => french.has(key) && placeholders(message).join() !== placeholders(french.get(key)!).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('leaves no French message empty or still in English', () => {
    // Sentences (three words or more) must differ; names, codes and single words may be the same in both.
    const untranslated = [...english].filter(([key, message]) => {
      const translation = french.get(key);
      if (translation === undefined) return false;
      if (translation.trim() === '') return true;
      return translation === message && message.split(/\s+/).filter((word) => /^[\p{L}’']+[.,!?:]?$/u.test(word)).length >= 3;
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
