import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';

describe('text lookup', () => {
  it('a key no language defines shows the key itself', () => {
    const { t, has } = createTranslator('en');
    expect(t('noSuchKey')).toBe('noSuchKey');
    expect(has('noSuchKey')).toBe(false);
  });

  it('prefers the chosen language, then the host’s English, then the built-in English', () => {
    const { t } = createTranslator('fr', { en: { title: 'Hello from Hearth' }, fr: { subtitle: 'Écrivez-nous.' } });
    expect(t('subtitle')).toBe('Écrivez-nous.');
    expect(t('title')).toBe('Hello from Hearth');
    expect(t('getStarted')).toBe('New Conversation');
  });

  it('knows the footer only when the host gives one', () => {
    expect(createTranslator('en').has('footer')).toBe(false);
    expect(createTranslator('en', { en: { footer: 'Hours: 8–8' } }).has('footer')).toBe(true);
  });
});
