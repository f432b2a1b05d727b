// The sections of /admin/content, read from ?tab= by the server page and drawn by the console.
export const CONTENT_TABS = ['cards', 'faqs', 'pages', 'blog', 'contact'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const readContentTab = (value: string | string[] | undefined): ContentTab =>
  (CONTENT_TABS as readonly string[]).includes(String(value)) ? (value as ContentTab) : 'cards';
