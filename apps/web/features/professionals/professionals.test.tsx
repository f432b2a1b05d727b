import type { ProfessionalCard as Card, PublicProfile } from '@hearth/shared/professionals/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fail, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProfessionalCard } from './professional-card';
import { PublicProfileForm } from './public-profile-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const photo = {
  blur: 'http://localhost:4000/uploads/blur/m.webp',
  exsmall: 'http://localhost:4000/uploads/exsmall/m.webp',
  thumbnail: 'http://localhost:4000/uploads/thumbnail/m.webp',
  small: 'http://localhost:4000/uploads/small/m.webp',
  medium: 'http://localhost:4000/uploads/medium/m.webp',
  large: 'http://localhost:4000/uploads/large/m.webp',
};

const marcus = (over: Partial<Card> = {}): Card => ({
  id: 'p1',
  displayName: 'Marcus L.',
  photo: null,
  rating: { average: 4.8, count: 12 },
  badges: { identity: true, phone: true, insurance: false },
  languages: ['en', 'pa'],
  yearsOfExperience: 9,
  profilePath: '/professionals/p1',
  ...over,
});

describe('ProfessionalCard', () => {
  it('shows who is coming: name, rating, what Hearth checked, languages, experience and a link to the profile', () => {
    renderAs('customer', <ProfessionalCard professional={marcus()} />);
    const card = screen.getByRole('region', { name: 'Marcus L.' });
    expect(within(card).getByText('ML')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /4\.8 out of 5/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('4.8 out of 5 (12 reviews)');
    const badges = within(card).getByRole('list', { name: 'What Hearth checked' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Identity verified', 'Phone verified']);
    expect(card).toHaveTextContent('Speaks: English, Punjabi');
    expect(card).toHaveTextContent('9 years of experience');
    expect(within(card).getByRole('link', { name: 'View Marcus L.’s profile' })).toHaveAttribute('href', '/professionals/p1');
  });

  it('shows the photo when there is one, a new professional without stars, and the insured badge', () => {
    const { container } = renderAs('customer', <ProfessionalCard professional={marcus({ photo, rating: { average: null, count: 0 }, badges: { identity: true, phone: false, insurance: true }, yearsOfExperience: null, languages: [] })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', photo.thumbnail);
    expect(screen.getByText('New on Hearth: no reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Identity verified', 'Insured']);
    expect(screen.queryByText(/Speaks/)).not.toBeInTheDocument();
    expect(screen.queryByText(/experience/)).not.toBeInTheDocument();
  });

  it('speaks French', () => {
    renderAs('customer', <ProfessionalCard professional={marcus()} />, { locale: 'fr' });
    const card = screen.getByRole('region', { name: 'Marcus L.' });
    expect(card).toHaveTextContent('4,8 sur 5 (12 avis)');
    expect(card).toHaveTextContent('Identité vérifiée');
    expect(card).toHaveTextContent(/Parle\s: Anglais, Pendjabi/);
    expect(within(card).getByRole('link', { name: 'Voir le profil de Marcus L.' })).toHaveAttribute('href', '/fr/professionals/p1');
  });
});

const user = {
  _id: 'u1', fullname: 'Marcus Lefebvre', firstName: 'Marcus', lastName: 'Lefebvre', email: 'marcus@example.ca', isEmailVerified: true, role: 'serviceprovider',
  phonenumber: '+14165550123', isPhoneNumberVerified: true, profilePic: null, marketingEmails: false, smsJobAlerts: false, pendingEmail: null, serviceprovider: [],
  createdAt: '2026-01-05T10:00:00.000Z', locale: 'en',
};
const saved: PublicProfile = { bio: 'Careful and on time.', languages: ['en'], yearsOfExperience: 4, photo: null, profilePath: '/professionals/p1' };

function setup(routes: Parameters<typeof fakeApi>[0] = {}, profile: PublicProfile = saved) {
  const api = fakeApi({ 'GET /api/user/profile': ok(user), 'GET /api/service-provider/public-profile': ok(profile), ...routes });
  renderAs('provider', <PublicProfileForm />);
  return api;
}

describe('PublicProfileForm', () => {
  it('saves the bio, languages and years, and links to the public page', async () => {
    const api = setup({ 'PUT /api/service-provider/public-profile': (r) => ok({ ...saved, ...JSON.parse(String(r.body)) }, 'Public profile saved') });
    const bio = await screen.findByLabelText('About you');
    expect(bio).toHaveValue('Careful and on time.');
    expect(screen.getByRole('link', { name: 'See your public profile' })).toHaveAttribute('href', '/professionals/p1');
    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeInTheDocument();

    await userEvent.clear(bio);
    await userEvent.type(bio, 'Twelve years fixing taps.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    const years = screen.getByLabelText('Years of experience');
    await userEvent.clear(years);
    await userEvent.type(years, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save public profile' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Public profile saved'));
    expect(JSON.parse(String(api.last('PUT', '/api/service-provider/public-profile')?.body))).toEqual({ bio: 'Twelve years fixing taps.', languages: ['en', 'fr'], yearsOfExperience: 12 });
  });

  it('says under the field what is wrong, before and after the server answers', async () => {
    const api = setup({ 'PUT /api/service-provider/public-profile': fail(400, 'Choose languages from the list', { languages: 'Choose languages from the list' }) });
    const years = await screen.findByLabelText('Years of experience');
    await userEvent.clear(years);
    await userEvent.type(years, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save public profile' }));
    expect(await screen.findByText('Years of experience must be a whole number from 0 to 60')).toBeInTheDocument();
    expect(api.last('PUT', '/api/service-provider/public-profile')).toBeUndefined();

    await userEvent.clear(years);
    await userEvent.type(years, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save public profile' }));
    expect(await screen.findByText('Choose languages from the list')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells an unapproved provider their page appears after approval', async () => {
    setup({}, { ...saved, profilePath: null });
    expect(await screen.findByText('Your public profile appears once Hearth approves your account.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your public profile' })).not.toBeInTheDocument();
  });

  it('offers to try again when the profile cannot load', async () => {
    setup({ 'GET /api/service-provider/public-profile': fail(500, 'Something went wrong on our side. Please try again.') });
    expect(await screen.findByText('We could not load your public profile')).toBeInTheDocument();
  });
});
