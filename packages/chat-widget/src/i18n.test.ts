import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';

describe('text lookup', () => {
  it('a key no language defines shows the key itself', () => {
    const { t, has } = createTranslator('en');
    expect(t('noSuchKey')).toBe('noSuchKey');
    expect(has('noSuchKey')).toBe(false);
  });

  it('prefers the host’s texts in the chosen language, then its built-in French, then the host’s English, then the built-in English', () => {
    const { t } = createTranslator('fr', { en: { title: 'Hello from Hearth', footer: 'Hours: 8–8' }, fr: { subtitle: 'Écrivez-nous.' } });
    expect(t('subtitle')).toBe('Écrivez-nous.');
    expect(t('title')).toBe('Bonjour! 👋');
    expect(t('getStarted')).toBe('Nouvelle conversation');
    expect(t('sendButton')).toBe('Envoyer le message');
    expect(t('footer')).toBe('Hours: 8–8');
    expect(createTranslator('de', { en: { title: 'Hello from Hearth' } }).t('title')).toBe('Hello from Hearth');
    expect(createTranslator('de').t('getStarted')).toBe('New Conversation');
  });

  it('knows the footer only when the host gives one', () => {
    expect(createTranslator('en').has('footer')).toBe(false);
    expect(createTranslator('en', { en: { footer: 'Hours: 8–8' } }).has('footer')).toBe(true);
  });
});
