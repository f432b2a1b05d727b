import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher, chatAllowed } from './chat-launcher';

const nav = vi.hoisted(() => ({ pathname: '/' }));
const widget = vi.hoisted(() => ({ imported: false }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => nav.pathname }));
// The real widget is the chat-widget package's (tested there); here only when it loads and how it mounts.
vi.mock('@hearth/chat-widget', () => {
  widget.imported = true;
  return { ChatWidget: ({ defaultOpen }: { defaultOpen?: boolean }) => <p>chat widget {defaultOpen ? 'open' : 'closed'}</p> };
});

beforeEach(() => {
  nav.pathname = '/';
});

describe('chatAllowed', () => {
  it('shows the chat on the configured hosts, never on the blog', () => {
    expect(chatAllowed('localhost', '/')).toBe(true);
    expect(chatAllowed('www.hearth.ca', '/services/bedroom-cleaning')).toBe(true);
    expect(chatAllowed('LOCALHOST', '/faqs')).toBe(true);
    expect(chatAllowed('localhost', '/blog')).toBe(false);
    expect(chatAllowed('localhost', '/blog/spring-cleaning')).toBe(false);
    expect(chatAllowed('localhost', '/blogger')).toBe(true);
    expect(chatAllowed('evil.example', '/')).toBe(false);
  });
});

describe('ChatLauncher', () => {
  it('fetches the widget at the first activity and opens it when the button is pressed', async () => {
    render(<ChatLauncher />);
    expect(widget.imported).toBe(false);
    act(() => window.dispatchEvent(new Event('scroll')));
    await vi.waitFor(() => expect(widget.imported).toBe(true));
    // Until pressed, the button stays (no swap under a pointer that is about to click).
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('chat widget open')).toBeInTheDocument();
  });

  it('is not on the blog', () => {
    nav.pathname = '/blog/how-to-clean';
    render(<ChatLauncher />);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });
});
