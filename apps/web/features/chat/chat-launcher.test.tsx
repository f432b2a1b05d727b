import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher, chatAllowed } from './chat-launcher';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));
// The real widget is the chat-widget package's (tested there); here only that it mounts, and how.
vi.mock('@hearth/chat-widget', () => ({
  ChatWidget: ({ defaultOpen }: { defaultOpen?: boolean }) => <p>chat widget {defaultOpen ? 'open' : 'closed'}</p>,
}));

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
  it('holds the place with a button and loads the widget at the first activity', async () => {
    render(<ChatLauncher />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByText('chat widget closed')).toBeInTheDocument();
  });

  it('opens the chat once loaded when the placeholder was pressed', async () => {
    render(<ChatLauncher />);
    // A keyboard press (no pointer activity first) lands on the placeholder itself.
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('chat widget open')).toBeInTheDocument();
  });

  it('is not on the blog', () => {
    nav.pathname = '/blog/how-to-clean';
    render(<ChatLauncher />);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });
});
