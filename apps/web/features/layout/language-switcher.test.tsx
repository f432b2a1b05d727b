import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { intlWrapper } from '@/test/intl';
import { nextAuth, renderAs, signInAs } from '@/test/render-as';
import { LanguageSwitcher, saveLocaleChoice } from './language-switcher';
import { PageLanguageVersions } from './page-language-versions';

// What the browser's address bar holds; next-intl's usePathname strips the /fr prefix from it.
const location = vi.hoisted(() => ({ pathname: '/services/bedroom-cleaning', search: '' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
}));
// The session's getSession(), which the switcher asks for the token only when someone is signed in.
const session = nextAuth;

// jsdom cannot load another document: the click's handlers run, its navigation does not.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

beforeEach(() => {
  vi.clearAllMocks();
  location.pathname = '/services/bedroom-cleaning';
  location.search = '';
});

describe('LanguageSwitcher', () => {
  it('links an English page to the same page in French, query included', () => {
    location.search = 'page=2';
    render(<LanguageSwitcher signedIn={false} />);
    const link = screen.getByRole('link', { name: 'Français' });
    expect(link).toHaveAttribute('href', '/fr/services/bedroom-cleaning?page=2');
    expect(link).toHaveAttribute('lang', 'fr-CA');
    expect(link).toHaveAttribute('hreflang', 'fr-CA');
  });

  it('links a French page to the same page in English', () => {
    location.pathname = '/fr/services/bedroom-cleaning';
    render(<LanguageSwitcher signedIn={false} />, { wrapper: intlWrapper('fr') });
    const link = screen.getByRole('link', { name: 'English' });
    // Prefixed so the proxy switches the remembered language even before the page's script runs;
    // it answers with a redirect to /services/bedroom-cleaning.
    expect(link).toHaveAttribute('href', '/en/services/bedroom-cleaning');
    expect(link).toHaveAttribute('lang', 'en-CA');
    expect(link).toHaveAttribute('hreflang', 'en-CA');
  });

  it('does not call the API for a visitor', () => {
    const api = fakeApi({});
    render(<LanguageSwitcher signedIn={false} />);
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(session.getSession).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it("saves a signed-in user's choice on their account", async () => {
    const api = fakeApi({ 'PUT /api/user/locale': ok(undefined) });
    renderAs('customer', <LanguageSwitcher signedIn />);
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    await vi.waitFor(() => expect(api.last('PUT', '/api/user/locale')).toMatchObject({ body: '{"locale":"fr"}', headers: { Authorization: 'Bearer token-1' } }));
  });
});

describe('saveLocaleChoice', () => {
  it('only logs a failure: the page has already moved on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInAs('customer');
    fakeApi({ 'PUT /api/user/locale': fail(503, 'offline') });
    await expect(saveLocaleChoice('en')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('LanguageSwitcher on a page whose address differs by language', () => {
  it("follows a blog post to its translation's slug, or to the blog when it has none", () => {
    location.pathname = '/blog/shovel-snow-safely';
    const { rerender } = render(
      <>
        <PageLanguageVersions versions={{ en: '/blog/shovel-snow-safely', fr: '/blog/deneiger-sans-se-blesser' }} fallback="/blog" />
        <LanguageSwitcher signedIn={false} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/blog/deneiger-sans-se-blesser');
    rerender(
      <>
        <PageLanguageVersions versions={{ en: '/blog/shovel-snow-safely' }} fallback="/blog" />
        <LanguageSwitcher signedIn={false} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/blog');
  });
});
