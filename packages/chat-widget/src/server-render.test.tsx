// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatWidget } from './chat-widget';

describe('server rendering', () => {
  it('renders the closed widget and its stylesheet without touching browser-only APIs', () => {
    const html = renderToString(<ChatWidget options={{ webhookUrl: '/api/chat/webhook' }} />);
    expect(html).toContain('aria-label="Chat with us"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('.hearth-chat-toggle');
  });
});
