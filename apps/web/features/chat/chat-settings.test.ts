import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/config';
import { parseChatSettings } from './chat-settings';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseChatSettings', () => {
  it("keeps today's chat when nothing is set: the API's assistant on Hearth's hosts, uploads on, Hearth's own words", () => {
    expect(parseChatSettings({})).toEqual({
      webhookUrl: `${publicApiUrl}/api/chat/webhook`,
      webhookMethod: 'POST',
      hosts: ['hearth.ca', 'www.hearth.ca', 'qa.hearth.ca', 'localhost', '127.0.0.1'],
      streaming: false,
      loadPreviousSession: true,
      fileUploads: true,
      allowedFileTypes: 'image/png,image/jpeg,image/gif,image/webp,application/pdf',
      welcomeScreen: false,
      initialMessages: {},
      i18n: {},
    });
  });

  it('counts a blank variable as unset, as a compose file leaves it', () => {
    const blank = Object.fromEntries(
      ['CHAT_WEBHOOK_URL', 'CHAT_WEBHOOK_METHOD', 'CHAT_HOSTS', 'CHAT_STREAMING', 'CHAT_ALLOWED_FILE_TYPES', 'CHAT_INITIAL_MESSAGES', 'CHAT_I18N', 'NEXT_PUBLIC_CHAT_HOSTS'].map((name) => [name, ' ']),
    );
    expect(parseChatSettings(blank)).toEqual(parseChatSettings({}));
  });

  it('points the widget at an n8n streaming workflow called with GET', () => {
    const settings = parseChatSettings({
      CHAT_WEBHOOK_URL: 'https://n8n.example.com/webhook/3f2a/chat',
      CHAT_WEBHOOK_METHOD: 'get',
      CHAT_STREAMING: 'true',
    });
    expect(settings).toMatchObject({ webhookUrl: 'https://n8n.example.com/webhook/3f2a/chat', webhookMethod: 'GET', streaming: true });
  });

  it('reads the hosts as lower-case names, ignoring spaces and empty entries', () => {
    expect(parseChatSettings({ CHAT_HOSTS: ' QA.Hearth.ca , ,preview.hearth.ca,[::1]' }).hosts).toEqual(['qa.hearth.ca', 'preview.hearth.ca', '[::1]']);
  });

  it.each([
    ['1', true],
    ['yes', true],
    ['ON', true],
    ['True', true],
    ['0', false],
    ['no', false],
    ['off', false],
    ['false', false],
  ])('reads "%s" as %s in every on/off setting', (word, expected) => {
    const settings = parseChatSettings({
      CHAT_STREAMING: word,
      CHAT_LOAD_PREVIOUS_SESSION: word,
      CHAT_FILE_UPLOADS: word,
      CHAT_WELCOME_SCREEN: word,
    });
    expect(settings).toMatchObject({ streaming: expected, loadPreviousSession: expected, fileUploads: expected, welcomeScreen: expected });
  });

  it("turns off uploads and the stored conversation, and shows the welcome screen, each on its own", () => {
    expect(parseChatSettings({ CHAT_FILE_UPLOADS: 'off' })).toMatchObject({ fileUploads: false, loadPreviousSession: true, welcomeScreen: false });
    expect(parseChatSettings({ CHAT_LOAD_PREVIOUS_SESSION: 'no' })).toMatchObject({ fileUploads: true, loadPreviousSession: false, welcomeScreen: false });
    expect(parseChatSettings({ CHAT_WELCOME_SCREEN: 'yes' })).toMatchObject({ fileUploads: true, loadPreviousSession: true, welcomeScreen: true });
  });

  it("gives the file picker the deployment's accept list", () => {
    expect(parseChatSettings({ CHAT_ALLOWED_FILE_TYPES: 'image/*, application/pdf,.docx' }).allowedFileTypes).toBe('image/*,application/pdf,.docx');
  });

  it('uses one list of opening messages for both languages, or one per language', () => {
    expect(parseChatSettings({ CHAT_INITIAL_MESSAGES: '["Hello!"]' }).initialMessages).toEqual({ en: ['Hello!'], fr: ['Hello!'] });
    expect(parseChatSettings({ CHAT_INITIAL_MESSAGES: '{"en":["Hello!"],"fr":["Bonjour!"]}' }).initialMessages).toEqual({ en: ['Hello!'], fr: ['Bonjour!'] });
    // French left out keeps Hearth's French greeting.
    expect(parseChatSettings({ CHAT_INITIAL_MESSAGES: '{"en":["Hello!"]}' }).initialMessages).toEqual({ en: ['Hello!'] });
    expect(parseChatSettings({ CHAT_INITIAL_MESSAGES: '[]' }).initialMessages).toEqual({ en: [], fr: [] });
  });

  it("reads the widget's texts per language", () => {
    expect(parseChatSettings({ CHAT_I18N: '{"en":{"title":"Ask us"},"fr":{"title":"Demandez-nous","closeButtonTooltip":"Fermer"}}' }).i18n).toEqual({
      en: { title: 'Ask us' },
      fr: { title: 'Demandez-nous', closeButtonTooltip: 'Fermer' },
    });
  });
});

describe('parseChatSettings refuses what the widget cannot use, naming the variable', () => {
  it.each([
    [{ CHAT_WEBHOOK_URL: '/api/chat/webhook' }, 'CHAT_WEBHOOK_URL must be an absolute http(s) URL, e.g. https://n8n.example.com/webhook/<id>/chat (got "/api/chat/webhook")'],
    [{ CHAT_WEBHOOK_URL: 'ftp://n8n.example.com/chat' }, 'CHAT_WEBHOOK_URL must be an absolute http(s) URL'],
    [{ CHAT_WEBHOOK_METHOD: 'PUT' }, 'CHAT_WEBHOOK_METHOD must be POST or GET (got "PUT")'],
    [{ CHAT_HOSTS: 'https://hearth.ca' }, 'CHAT_HOSTS must be a comma-separated list of host names without scheme, port or path, e.g. hearth.ca,localhost (got "https://hearth.ca")'],
    [{ CHAT_HOSTS: 'localhost:3000' }, 'CHAT_HOSTS must be a comma-separated list of host names'],
    [{ CHAT_HOSTS: ',' }, 'CHAT_HOSTS must be a comma-separated list of host names'],
    [{ CHAT_STREAMING: 'maybe' }, 'CHAT_STREAMING must be true or false (or 1/0, yes/no, on/off) (got "maybe")'],
    [{ CHAT_LOAD_PREVIOUS_SESSION: 'always' }, 'CHAT_LOAD_PREVIOUS_SESSION must be true or false'],
    [{ CHAT_FILE_UPLOADS: 'enabled' }, 'CHAT_FILE_UPLOADS must be true or false'],
    [{ CHAT_WELCOME_SCREEN: '2' }, 'CHAT_WELCOME_SCREEN must be true or false'],
    [{ CHAT_ALLOWED_FILE_TYPES: 'pdf,png' }, 'CHAT_ALLOWED_FILE_TYPES must be a comma-separated list of MIME types or file extensions, e.g. image/png,application/pdf,.docx (got "pdf,png")'],
    [{ CHAT_INITIAL_MESSAGES: 'Hello!' }, 'CHAT_INITIAL_MESSAGES must be JSON: an array of strings for every language, or {"en":[…],"fr":[…]} ('],
    [{ CHAT_INITIAL_MESSAGES: '"Hello!"' }, 'CHAT_INITIAL_MESSAGES must be an array of strings for every language, or {"en":[…],"fr":[…]} (got "Hello!")'],
    [{ CHAT_INITIAL_MESSAGES: '{"en":"Hello!"}' }, 'CHAT_INITIAL_MESSAGES must be an array of strings'],
    [{ CHAT_INITIAL_MESSAGES: '{"en":["Hello!"],"de":["Hallo!"]}' }, 'CHAT_INITIAL_MESSAGES has an unknown language "de": only en and fr are shown'],
    [{ CHAT_I18N: '{"en":{"title":' }, 'CHAT_I18N must be JSON: {"en":{"title":"…"},"fr":{…}} with string texts ('],
    [{ CHAT_I18N: '{"en":{"title":42}}' }, 'CHAT_I18N must be {"en":{"title":"…"},"fr":{…}} with string texts (got {"en":{"title":42}})'],
    [{ CHAT_I18N: '{"title":"Ask us"}' }, 'CHAT_I18N must be {"en":{"title":"…"},"fr":{…}} with string texts'],
    [{ CHAT_I18N: '["Ask us"]' }, 'CHAT_I18N must be {"en":{"title":"…"},"fr":{…}} with string texts'],
    [{ CHAT_I18N: '{"es":{"title":"Pregúntenos"}}' }, 'CHAT_I18N has an unknown language "es": only en and fr are shown'],
  ])('%j', (env, message) => {
    expect(() => parseChatSettings(env)).toThrow(message);
  });

  it('names every wrong variable at once, so a deployment is fixed in one go', () => {
    expect(() => parseChatSettings({ CHAT_WEBHOOK_METHOD: 'PUT', CHAT_STREAMING: 'maybe' })).toThrow(
      'CHAT_WEBHOOK_METHOD must be POST or GET (got "PUT"); CHAT_STREAMING must be true or false (or 1/0, yes/no, on/off) (got "maybe")',
    );
  });

  it.each([
    ['NEXT_PUBLIC_CHAT_WEBHOOK_URL', 'CHAT_WEBHOOK_URL', 'https://n8n.example.com/webhook/3f2a/chat'],
    ['NEXT_PUBLIC_CHAT_HOSTS', 'CHAT_HOSTS', 'hearth.ca'],
  ])('says %s was renamed %s rather than ignoring it', (oldName, newName, value) => {
    expect(() => parseChatSettings({ [oldName]: value })).toThrow(`${oldName} was renamed ${newName}, read when the web server starts rather than at build time: set ${newName} instead`);
  });
});

describe('chatSettings', () => {
  it("reads the server's environment once, when first asked", async () => {
    vi.resetModules();
    const { chatSettings } = await import('./chat-settings');
    vi.stubEnv('CHAT_STREAMING', 'true');
    expect(chatSettings().streaming).toBe(true);
    vi.stubEnv('CHAT_STREAMING', 'maybe');
    expect(chatSettings().streaming).toBe(true);
  });

  it('throws on the first read when the environment is wrong', async () => {
    vi.resetModules();
    const { chatSettings } = await import('./chat-settings');
    vi.stubEnv('CHAT_WEBHOOK_METHOD', 'PATCH');
    expect(() => chatSettings()).toThrow('CHAT_WEBHOOK_METHOD must be POST or GET (got "PATCH")');
  });
});
