import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { conversation, messageBox, openChat, renderWidget, stubWebhook } from './test-support';

function rendered(markdown: string) {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
}

function nestedParentheses(depth: number) {
  // A relative destination, so linkify cannot make a link of it either.
  return `[deep](/guide${'('.repeat(depth)}x${')'.repeat(depth)})`;
}

describe('bot replies as Markdown', () => {
  it('renders a reply with a highlighted code block and a script tag that never runs', async () => {
    const reply = [
      'Run this:',
      '',
      '```js',
      'const total = 89 + 13;',
      '```',
      '',
      '<script>window.chatWasHacked = true</script>',
      '<img src="x" onerror="window.chatWasHacked = true">',
    ].join('\n');
    stubWebhook(Response.json({ output: reply }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Show me code{Enter}');

    const list = conversation();
    const code = await within(list).findByText('const', { selector: '.hljs-keyword' });
    expect(code.closest('pre code')).toHaveClass('hljs', 'language-js');
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img')).toBeNull();
    expect(list).toHaveTextContent('<script>window.chatWasHacked = true</script>');
    expect((window as { chatWasHacked?: boolean }).chatWasHacked).toBeUndefined();
  });

  it('highlights the registered languages and leaves others as escaped plain code', () => {
    for (const language of ['ts', 'json', 'bash', 'html', 'css', 'python']) {
      expect(rendered(`\`\`\`${language}\n"a" <b> 1\n\`\`\``).querySelector('code.hljs [class^="hljs-"]')).not.toBeNull();
    }
    const unknown = rendered('```cobol\n<b>MOVE</b>\n```');
    expect(unknown.querySelector('code.hljs')).toHaveTextContent('<b>MOVE</b>');
    expect(unknown.querySelector('b')).toBeNull();
  });

  it('opens links in a new tab without giving the page access to the opener', () => {
    for (const markdown of ['[Book now](https://hearth.example/book)', 'Visit https://hearth.example/book']) {
      const link = rendered(markdown).querySelector('a');
      expect(link).toHaveAttribute('href', 'https://hearth.example/book');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('does not turn javascript: destinations into links', () => {
    expect(rendered('[click](javascript:alert(1))').querySelector('a')).toBeNull();
  });

  it('caps link-destination parenthesis nesting at 32', () => {
    expect(rendered(nestedParentheses(32)).querySelector('a')).toHaveAttribute('href', `/guide${'('.repeat(32)}x${')'.repeat(32)}`);
    const tooDeep = rendered(nestedParentheses(33));
    expect(tooDeep.querySelector('a')).toBeNull();
    expect(tooDeep).toHaveTextContent('[deep](/guide(((');
  });
});
