// One template, two parts: the HTML and the plain text are rendered from the same React tree, so
// they always say the same thing.
import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings keep their case (html-to-text shouts them by default); tables read as lines.
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'table', format: 'block' },
          { selector: 'tr', format: 'block' },
          { selector: 'td', format: 'inline' },
        ],
      },
    }),
  ]);
  return { html, text: text.trim() };
}
