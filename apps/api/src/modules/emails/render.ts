// One template, two parts: the plain text is made from the rendered HTML, so they always say the
// same thing. React renders each email once, and the HTML-to-text converter is built once: building
// it per email (what asking @react-email/render for plain text does) cost more than the rendering.
import type { ReactElement } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';

export interface RenderedEmail {
  html: string;
  text: string;
}

const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    // Headings keep their case (html-to-text shouts them by default); tables read as lines.
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'inline' },
  ],
});

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { html, text: toPlainText(html).trim() };
}
