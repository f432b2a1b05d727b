// Bot replies as Markdown: raw HTML stays text, links open in a new tab, fenced code is highlighted.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import markdownIt, { type MarkdownIt } from 'markdown-it';

// Each definition also registers its aliases (js, ts, sh, html, py…).
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('css', css);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('python', python);
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('xml', xml);

// html: false escapes any HTML in a reply, so a webhook can never inject markup or scripts.
const markdown: MarkdownIt = markdownIt({ html: false, linkify: true, highlight: highlightCode });

function highlightCode(code: string, language: string): string {
  const escapeHtml = markdown.utils.escapeHtml;
  if (language === '' || !hljs.getLanguage(language)) {
    return `<pre><code class="hljs">${escapeHtml(code)}</code></pre>`;
  }
  const highlighted = hljs.highlight(code, { language, ignoreIllegals: true }).value;
  return `<pre><code class="hljs language-${escapeHtml(language)}">${highlighted}</code></pre>`;
}

markdown.renderer.rules.link_open = (tokens, index, options, _env, renderer) => {
  const link = tokens[index]!;
  link.attrSet('target', '_blank');
  link.attrSet('rel', 'noopener noreferrer');
  return renderer.renderToken(tokens, index, options);
};

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
