// The chat widget's settings, read from the web server's environment when it starts rather than
// inlined at build time: one build can talk to the API's assistant or to an n8n workflow, and a
// browser test can start it with other chat settings. Server-only (the browser's process.env is
// empty); the launcher gets the parsed settings as a prop. Unset or blank means today's behaviour.
import { isLocale, LOCALES, type Locale } from '@hearth/shared/locale';
import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this file, and Next's loader for it does not resolve the alias.
import { publicApiUrl } from '../../lib/config';

const DEFAULT_HOSTS = ['hearth.ca', 'www.hearth.ca', 'qa.hearth.ca', 'localhost', '127.0.0.1'];
const DEFAULT_FILE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

// Build-time names from before: left in a deployment they would be silently ignored.
const RENAMED = { NEXT_PUBLIC_CHAT_WEBHOOK_URL: 'CHAT_WEBHOOK_URL', NEXT_PUBLIC_CHAT_HOSTS: 'CHAT_HOSTS' };

// The methods n8n's chat trigger answers on (its webhookConfig.method).
const WEBHOOK_METHODS = ['POST', 'GET'] as const;
type WebhookMethod = (typeof WEBHOOK_METHODS)[number];

const FLAG_WORDS: Record<string, boolean> = { true: true, '1': true, yes: true, on: true, false: false, '0': false, no: false, off: false };

// What window.location.hostname can be: a name or IPv4 address, or a bracketed IPv6 address.
const HOST_NAME = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;
// An entry of the file picker's accept list: a MIME type (image/* allowed) or an extension.
const ACCEPT_ENTRY = /^(\.[\w-]+|[\w.+-]+\/(\*|[\w.+-]+))$/i;

/** A variable's text: trimmed, and blank counted as unset (a compose file's `CHAT_STREAMING=`). */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A variable read by `parse`, which returns undefined when the text is not what `expected` says. */
function variable<T>(fallback: () => T, expected: string, parse: (raw: string) => T | undefined) {
  return text.transform((raw, ctx): T => {
    if (raw === undefined) return fallback();
    const value = parse(raw);
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: `must be ${expected} (got ${JSON.stringify(raw)})` });
    return z.NEVER;
  });
}

const flag = (fallback: boolean) => variable(() => fallback, 'true or false (or 1/0, yes/no, on/off)', (raw) => FLAG_WORDS[raw.toLowerCase()]);

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Every entry passes `valid`, and there is at least one; otherwise undefined. */
function listOf(raw: string, valid: (entry: string) => boolean): string[] | undefined {
  const entries = commaList(raw);
  return entries.length > 0 && entries.every(valid) ? entries : undefined;
}

const httpUrl = z.url({ protocol: /^https?$/ });

const languages = LOCALES.join(' and ');

/**
 * A JSON variable whose value is either one `T` for every language or `{"en": T, "fr": T}`. A
 * language it leaves out keeps Hearth's own; an unknown language is refused by name, since it
 * would otherwise be a silent typo.
 */
function perLanguage<T>(expected: string, one: z.ZodType<T>, allowShared: boolean) {
  const byLanguage = z.record(z.string(), one);
  return text.transform((raw, ctx): Partial<Record<Locale, T>> => {
    if (raw === undefined) return {};
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      return fail(`must be JSON: ${expected} (${(error as Error).message})`);
    }
    if (allowShared) {
      const shared = one.safeParse(json);
      if (shared.success) return Object.fromEntries(LOCALES.map((locale) => [locale, shared.data]));
    }
    const parsed = byLanguage.safeParse(json);
    if (!parsed.success) return fail(`must be ${expected} (got ${raw})`);
    const unknown = Object.keys(parsed.data).filter((language) => !isLocale(language));
    if (unknown.length > 0) return fail(`has an unknown language ${unknown.map((language) => `"${language}"`).join(', ')}: only ${languages} are shown`);
    return parsed.data;
  });
}

const chatEnvironment = z
  .object({
    CHAT_WEBHOOK_URL: variable(
      () => `${publicApiUrl}/api/chat/webhook`,
      'an absolute http(s) URL, e.g. https://n8n.example.com/webhook/<id>/chat',
      (raw) => (httpUrl.safeParse(raw).success ? raw : undefined),
    ),
    CHAT_WEBHOOK_METHOD: variable(
      (): WebhookMethod => 'POST',
      'POST or GET',
      (raw) => WEBHOOK_METHODS.find((method) => method === raw.toUpperCase()),
    ),
    CHAT_HOSTS: variable(
      () => DEFAULT_HOSTS,
      'a comma-separated list of host names without scheme, port or path, e.g. hearth.ca,localhost',
      (raw) => listOf(raw.toLowerCase(), (host) => HOST_NAME.test(host)),
    ),
    CHAT_STREAMING: flag(false),
    CHAT_LOAD_PREVIOUS_SESSION: flag(true),
    CHAT_FILE_UPLOADS: flag(true),
    CHAT_ALLOWED_FILE_TYPES: variable(
      () => DEFAULT_FILE_TYPES,
      'a comma-separated list of MIME types or file extensions, e.g. image/png,application/pdf,.docx',
      (raw) => listOf(raw, (entry) => ACCEPT_ENTRY.test(entry))?.join(','),
    ),
    CHAT_WELCOME_SCREEN: flag(false),
    CHAT_INITIAL_MESSAGES: perLanguage(
      'an array of strings for every language, or {"en":[…],"fr":[…]}',
      z.array(z.string()),
      true,
    ),
    CHAT_I18N: perLanguage('{"en":{"title":"…"},"fr":{…}} with string texts', z.record(z.string(), z.string()), false),
  })
  .transform((env) => ({
    webhookUrl: env.CHAT_WEBHOOK_URL,
    webhookMethod: env.CHAT_WEBHOOK_METHOD,
    /** Lower case; the launcher compares them with the browser's host name. */
    hosts: env.CHAT_HOSTS,
    /** Read replies as n8n's streamed chunks. */
    streaming: env.CHAT_STREAMING,
    loadPreviousSession: env.CHAT_LOAD_PREVIOUS_SESSION,
    fileUploads: env.CHAT_FILE_UPLOADS,
    /** The file picker's accept list. */
    allowedFileTypes: env.CHAT_ALLOWED_FILE_TYPES,
    welcomeScreen: env.CHAT_WELCOME_SCREEN,
    /** By language; a language without its own shows Hearth's translated greeting. */
    initialMessages: env.CHAT_INITIAL_MESSAGES,
    /** By language, merged over Hearth's texts for that language. */
    i18n: env.CHAT_I18N,
  }));

/** The chat widget's settings, plain data so a server component can pass them to the launcher. */
export type ChatSettings = z.output<typeof chatEnvironment>;

/** Reads the settings from `env`; throws an Error naming each variable that is wrong and what it expects. */
export function parseChatSettings(env: Record<string, string | undefined>): ChatSettings {
  for (const [oldName, newName] of Object.entries(RENAMED)) {
    if (env[oldName]?.trim()) {
      throw new Error(`${oldName} was renamed ${newName}, read when the web server starts rather than at build time: set ${newName} instead`);
    }
  }
  const result = chatEnvironment.safeParse(env);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
}

let cached: ChatSettings | undefined;

/** This server's chat settings, parsed once per process. */
export function chatSettings(): ChatSettings {
  cached ??= parseChatSettings(process.env);
  return cached;
}
