import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { intlWrapper } from '@/test/intl';
import { SiteFooter } from './site-footer';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/faqs' }));

const categories: CategoryWithServices[] = [
  { _id: 'c1', name: 'Ménage', slug: 'cleaning', services: [{ _id: 's1', name: 'Ménage standard', slug: 'standard-house-cleaning' }] },
];
const contact = { phoneNumber: '+14165550123', customerServiceEmail: 'aide@hearth.ca', address: '100 rue King O., Toronto (Ontario)' };

function renderFooter(locale: 'en' | 'fr', signedIn = false) {
  return render(<SiteFooter categories={categories} contact={contact} socialLinks={{ facebook: 'https://facebook.com/hearth' }} showDevMailbox={false} signedIn={signedIn} />, {
    wrapper: intlWrapper(locale),
  });
}

describe('SiteFooter', () => {
  it('keeps its English words and links on English pages', () => {
    renderFooter('en');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(screen.getByRole('link', { name: /416-555-0123/ })).toHaveTextContent('Phone: +1 416-555-0123');
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/faqs');
  });

  it('speaks French on French pages: its links, the phone number in French form, the form and the way back to English', () => {
    renderFooter('fr');
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/contactus');
    expect(screen.getByRole('link', { name: 'Ménage standard' })).toHaveAttribute('href', '/fr/services/standard-house-cleaning');
    expect(screen.getByRole('link', { name: /416 555-0123/ })).toHaveTextContent('Téléphone : +1 416 555-0123');
    expect(screen.getByRole('link', { name: /aide@hearth\.ca/ })).toHaveTextContent('Courriel : aide@hearth.ca');
    expect(screen.getByRole('heading', { name: 'Mentions légales' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Écrivez-nous' });
    expect(within(form).getByLabelText('Courriel')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hearth sur les réseaux sociaux' })).toBeInTheDocument();
    expect(screen.getByText(/Fièrement canadien/)).toHaveTextContent(`© ${new Date().getFullYear()} Hearth`);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/faqs');
  });

  it('offers Become A Professional to visitors only, not to someone signed in', () => {
    const visitor = renderFooter('en');
    expect(screen.getByRole('link', { name: 'Become A Professional' })).toHaveAttribute('href', '/professional');
    visitor.unmount();
    renderFooter('en', true);
    expect(screen.queryByRole('link', { name: 'Become A Professional' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
