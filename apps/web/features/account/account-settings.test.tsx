import type { User } from '@hearth/shared/account/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSettings } from './account-settings';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { nextAuth, renderAs, sessionFor } from '@/test/render-as';
import { intlWrapper } from '@/test/intl';

// The session's update() and signOut(), as the page calls them.
const session = nextAuth;
const CUSTOMER = sessionFor('customer', { _id: 'u1', accessToken: 'token-123' });
const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/profile/account',
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const customer: User = {
  _id: 'u1',
  fullname: 'Ada Tremblay',
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: 'ada@example.ca',
  isEmailVerified: true,
  role: 'customer',
  phonenumber: '+14165550123',
  isPhoneNumberVerified: true,
  profilePic: null,
  marketingEmails: false,
  smsJobAlerts: false,
  pendingEmail: null,
  serviceprovider: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  locale: 'en',
};

const pictureUrls = {
  blur: 'http://localhost:4000/uploads/blur/p.webp',
  exsmall: 'http://localhost:4000/uploads/exsmall/p.webp',
  thumbnail: 'http://localhost:4000/uploads/thumbnail/p.webp',
  small: 'http://localhost:4000/uploads/small/p.webp',
  medium: 'http://localhost:4000/uploads/medium/p.webp',
  large: 'http://localhost:4000/uploads/large/p.webp',
};

/** Renders the page over a fake API whose GET /api/user/profile answers with `state.user`, which routes may change. */
function setup(routes: Parameters<typeof fakeApi>[0] = {}, overrides: Partial<User> = {}, locale: 'en' | 'fr' = 'en') {
  const state = { user: { ...customer, ...overrides } };
  const api = fakeApi({ 'GET /api/user/profile': () => ok(state.user), ...routes });
  const Language = intlWrapper(locale);
  renderAs(
    CUSTOMER,
    <Language>
      <AccountSettings />
    </Language>,
  );
  return { api, state, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name });
const jsonBody = (request: { body: unknown } | undefined) => JSON.parse(String(request?.body));
const profileReads = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/user/profile').length;

beforeEach(() => {
  vi.clearAllMocks();
  session.update.mockResolvedValue({});
  session.signOut.mockResolvedValue(undefined);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountSettings', () => {
  it('shows one headed section per part of the account, with the current details', async () => {
    setup();
    for (const name of ['Profile picture', 'Name', 'Email address', 'Phone number', 'Password', 'Email preferences', 'Deactivate account']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(await section('Email address')).getByText('ada@example.ca')).toBeInTheDocument();
    expect(within(await section('Phone number')).getByText('+1 416-555-0123')).toBeInTheDocument();
    expect(within(await section('Name')).getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('explains a failed load and offers to try again', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    fakeApi({ 'GET /api/user/profile': () => answer });
    renderAs(CUSTOMER, <AccountSettings />);
    expect(await screen.findByText('We could not load your account')).toBeInTheDocument();
    answer = ok(customer);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Name' })).toBeInTheDocument();
  });
});

describe('name', () => {
  it('saves the name, updates the session for the header and re-reads the user', async () => {
    const { api, state, user } = setup({
      'POST /api/user/profile': () => {
        state.user = { ...state.user, firstName: 'Ada', lastName: 'Lovelace', fullname: 'Ada Lovelace' };
        return ok(state.user, 'Profile updated');
      },
    });
    const name = await section('Name');
    const lastName = within(name).getByLabelText('Last Name');
    await user.clear(lastName);
    await user.type(lastName, 'Lovelace');
    const readsBefore = profileReads(api);
    await user.click(within(name).getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(jsonBody(api.last('POST', '/api/user/profile'))).toEqual({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(session.update).toHaveBeenCalledWith({ fullname: 'Ada Lovelace' });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    await waitFor(() => expect(profileReads(api)).toBeGreaterThan(readsBefore));
  });

  it('shows the server’s field errors under the fields', async () => {
    const { user } = setup({ 'POST /api/user/profile': fail(400, 'Validation failed', { lastname: 'Last Name must be at most 100 characters' }) });
    const name = await section('Name');
    await user.type(within(name).getByLabelText('Last Name'), '-Smith');
    await user.click(within(name).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(within(name).getByLabelText('Last Name')).toHaveAccessibleDescription('Last Name must be at most 100 characters'));
    expect(session.update).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the API', async () => {
    const { api, user } = setup();
    const name = await section('Name');
    await user.clear(within(name).getByLabelText('First Name'));
    await user.click(within(name).getByRole('button', { name: 'Save name' }));
    expect(await within(name).findByText('First Name is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('email', () => {
  it('asks for the new address and the password, then shows the pending change until it is cancelled', async () => {
    const { api, state, user } = setup({
      'POST /api/user/email': () => {
        state.user = { ...state.user, pendingEmail: 'ada@new.example.ca' };
        return ok(state.user, 'We sent a confirmation link to ada@new.example.ca. Your email changes when you open it.');
      },
      'DELETE /api/user/email': () => {
        state.user = { ...state.user, pendingEmail: null };
        return ok(state.user, 'Email change cancelled');
      },
    });
    const email = await section('Email address');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(within(email).getByLabelText('New Email')).toHaveFocus();
    await user.type(within(email).getByLabelText('New Email'), 'ada@new.example.ca');
    await user.type(within(email).getByLabelText('Current Password'), 'correct-horse');
    await user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));

    expect(await within(email).findByText('Waiting for confirmation: ada@new.example.ca')).toBeInTheDocument();
    await waitFor(() => expect(within(email).getByRole('status')).toHaveFocus());
    expect(jsonBody(api.last('POST', '/api/user/email'))).toEqual({ email: 'ada@new.example.ca', password: 'correct-horse' });
    expect(toast.success).toHaveBeenCalledWith('We sent a confirmation link to ada@new.example.ca. Your email changes when you open it.');
    expect(within(email).getByText('ada@example.ca')).toBeInTheDocument();

    await user.click(within(email).getByRole('button', { name: 'Cancel email change' }));
    await waitFor(() => expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
    expect(api.last('DELETE', '/api/user/email')).toBeDefined();
    expect(toast.success).toHaveBeenCalledWith('Email change cancelled');
    expect(within(email).getByRole('button', { name: 'Change email' })).toHaveFocus();
  });

  it('resends the link for the pending address after asking for the password again', async () => {
    const { api, user } = setup({ 'POST /api/user/email': ok({ ...customer, pendingEmail: 'ada@new.example.ca' }, 'We sent a confirmation link') }, { pendingEmail: 'ada@new.example.ca' });
    const email = await section('Email address');
    await user.click(within(email).getByRole('button', { name: 'Resend link' }));
    expect(within(email).getByLabelText('New Email')).toHaveValue('ada@new.example.ca');
    expect(within(email).getByLabelText('Current Password')).toHaveFocus();
    await user.type(within(email).getByLabelText('Current Password'), 'correct-horse');
    await user.click(within(email).getByRole('button', { name: 'Send link again' }));
    await waitFor(() => expect(jsonBody(api.last('POST', '/api/user/email'))).toEqual({ email: 'ada@new.example.ca', password: 'correct-horse' }));
    expect(await within(email).findByText('Waiting for confirmation: ada@new.example.ca')).toBeInTheDocument();
  });

  it('shows a wrong password under the password field', async () => {
    const { user } = setup({ 'POST /api/user/email': fail(400, 'Password is incorrect', { password: 'Password is incorrect' }) });
    const email = await section('Email address');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    await user.type(within(email).getByLabelText('New Email'), 'ada@new.example.ca');
    await user.type(within(email).getByLabelText('Current Password'), 'wrong-horse');
    await user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(within(email).getByLabelText('Current Password')).toHaveAccessibleDescription(/Password is incorrect/));
    expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it('offers a new verification email while the address is not verified', async () => {
    const { api, user } = setup({ 'POST /api/auth/request-verification': ok(undefined, 'If your account still needs verifying, we have sent a new verification link.') }, { isEmailVerified: false });
    const email = await section('Email address');
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('If your account still needs verifying, we have sent a new verification link.'));
    const request = api.last('POST', '/api/auth/request-verification');
    expect(jsonBody(request)).toEqual({});
    expect(request?.headers.Authorization).toBe('Bearer token-123');
  });
});

describe('phone', () => {
  it('changes the number with a texted code and re-reads the user', async () => {
    const { api, state, user } = setup({
      'POST /api/auth/send-otp': ok(undefined, 'OTP sent to +1 647-555-0199'),
      'POST /api/auth/verify-otp': () => {
        state.user = { ...state.user, phonenumber: '+16475550199' };
        return ok(undefined, 'Phone number verified');
      },
    });
    const phone = await section('Phone number');
    await user.click(within(phone).getByRole('button', { name: 'Change phone number' }));
    const dialog = screen.getByRole('dialog', { name: 'Change phone number' });
    expect(within(dialog).getByLabelText('Phone Number')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Phone Number'), '6475550199');
    await user.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm OTP' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(api.last('POST', '/api/auth/verify-otp'))).toEqual({ phonenumber: '+16475550199', otp: '123456' });
    expect(await within(phone).findByText('+1 647-555-0199')).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Change phone number' })).toHaveFocus();
  });
});

describe('password', () => {
  async function changePassword(user: ReturnType<typeof userEvent.setup>, current: string) {
    const password = await section('Password');
    await user.type(within(password).getByLabelText('Current Password'), current);
    await user.type(within(password).getByLabelText('New Password'), 'fresh-pass-1');
    await user.type(within(password).getByLabelText('Confirm Password'), 'fresh-pass-1');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    return password;
  }

  it('says under the field when the current password is wrong', async () => {
    const { user } = setup({ 'POST /api/user/changepassword': fail(400, 'Current password is incorrect', { oldpassword: 'Current password is incorrect' }) });
    const password = await changePassword(user, 'not-my-password');
    await waitFor(() => expect(within(password).getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect'));
    expect(session.update).not.toHaveBeenCalled();
  });

  it('puts the fresh token into the session and clears the form', async () => {
    const { api, user } = setup({ 'POST /api/user/changepassword': ok({ token: 'fresh-token', expiresIn: 3600 }, 'Your password has been changed') });
    const password = await changePassword(user, 'old-pass-1');
    await waitFor(() => expect(session.update).toHaveBeenCalledWith({ accessToken: 'fresh-token', expiresIn: 3600 }));
    expect(jsonBody(api.last('POST', '/api/user/changepassword'))).toEqual({ oldpassword: 'old-pass-1', newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' });
    expect(toast.success).toHaveBeenCalledWith('Your password has been changed', expect.anything());
    await waitFor(() => expect(within(password).getByLabelText('Current Password')).toHaveValue(''));
  });

  it('requires the confirmation to match', async () => {
    const { api, user } = setup();
    const password = await section('Password');
    await user.type(within(password).getByLabelText('Current Password'), 'old-pass-1');
    await user.type(within(password).getByLabelText('New Password'), 'fresh-pass-1');
    await user.type(within(password).getByLabelText('Confirm Password'), 'fresh-pass-2');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Password must match')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('email preferences', () => {
  it('saves the switch as soon as it is flipped', async () => {
    const { api, state, user } = setup({
      'PUT /api/user/email-preferences': () => {
        state.user = { ...state.user, marketingEmails: true };
        return ok(state.user, 'Email preferences saved');
      },
    });
    const toggle = within(await section('Email preferences')).getByRole('switch', { name: 'Send me offers and news by email' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Email preferences saved'));
    expect(jsonBody(api.last('PUT', '/api/user/email-preferences'))).toEqual({ marketingEmails: true });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it('shows the saved value again when saving fails', async () => {
    const { user } = setup({ 'PUT /api/user/email-preferences': fail(500, 'Something went wrong on our side. Please try again.') }, { marketingEmails: true });
    const toggle = within(await section('Email preferences')).getByRole('switch', { name: 'Send me offers and news by email' });
    await user.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
    expect(toggle).toBeChecked();
  });
});

describe('texts about bookings', () => {
  it('saves the consent to texts about bookings and names the verified phone they go to', async () => {
    const { api, state, user } = setup({
      'PUT /api/user/job-alerts': () => {
        state.user = { ...state.user, smsJobAlerts: true };
        return ok(state.user, 'Text message alerts saved');
      },
    });
    const texts = await section('Text messages about your bookings');
    expect(within(texts).getByText('Sent to 416-555-0123.')).toBeInTheDocument();
    const toggle = within(texts).getByRole('switch', { name: 'Text me about my bookings, such as when my professional is on the way' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Text message alerts saved'));
    expect(jsonBody(api.last('PUT', '/api/user/job-alerts'))).toEqual({ smsJobAlerts: true });
    expect(toggle).toBeChecked();
  });

  it('says texts need a verified phone while the number is not verified', async () => {
    setup({}, { isPhoneNumberVerified: false }, 'fr');
    const texts = await section('Textos sur vos réservations');
    expect(within(texts).getByText(/^Les textos ne sont envoyés qu’à un numéro vérifié\s:\svérifiez le vôtre ci-dessus pour les recevoir\.$/)).toBeInTheDocument();
  });
});

describe('deactivate', () => {
  it('asks for confirmation, then deactivates and signs out to the home page', async () => {
    const { api, user } = setup({ 'PATCH /api/auth/deactivate': ok(undefined, 'Your account has been deactivated') });
    await user.click(within(await section('Deactivate account')).getByRole('button', { name: 'Deactivate account' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate your account?' });
    expect(dialog).toHaveAccessibleDescription(/signed out on every device/);
    expect(api.last('PATCH', '/api/auth/deactivate')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/' }));
    expect(api.last('PATCH', '/api/auth/deactivate')?.headers.Authorization).toBe('Bearer token-123');
  });

  it('changes nothing when the user keeps the account', async () => {
    const { api, user } = setup();
    const trigger = within(await section('Deactivate account')).getByRole('button', { name: 'Deactivate account' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'No, keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(api.last('PATCH', '/api/auth/deactivate')).toBeUndefined();
    expect(session.signOut).not.toHaveBeenCalled();
  });
});

describe('profile picture', () => {
  const png = () => new File(['not really a png'], 'me.png', { type: 'image/png' });

  /** As in a browser: the button opens the file picker, which answers with a change on the (hidden) input. */
  async function choose(user: ReturnType<typeof userEvent.setup>, picture: HTMLElement, file: File) {
    await user.click(within(picture).getByRole('button', { name: /Upload picture|Change picture/ }));
    fireEvent.change(within(picture).getByLabelText('Profile picture file'), { target: { files: [file] } });
  }

  it('shows initials until there is a picture', async () => {
    setup();
    expect(within(await section('Profile picture')).getByText('AT')).toBeInTheDocument();
  });

  it('previews the chosen image and explains a 415 from the API', async () => {
    const { api, user } = setup({ 'POST /api/user/profile-pic': fail(415, 'Upload a PNG, JPEG, GIF or WebP image') });
    const picture = await section('Profile picture');
    await choose(user, picture, png());
    expect(within(picture).getByRole('img', { name: /preview, not saved yet/ })).toHaveAttribute('src', 'blob:preview');
    expect(within(picture).getByRole('button', { name: 'Save picture' })).toHaveFocus();
    await user.click(within(picture).getByRole('button', { name: 'Save picture' }));

    expect(await within(picture).findByRole('alert')).toHaveTextContent('Upload a PNG, JPEG, GIF or WebP image');
    expect(api.last('POST', '/api/user/profile-pic')?.body).toBeInstanceOf(FormData);
    expect(within(picture).getByRole('button', { name: 'Upload picture' })).toHaveFocus();
  });

  it('says when the picture is too large (413)', async () => {
    const { user } = setup({ 'POST /api/user/profile-pic': fail(413, 'The file is too large') });
    const picture = await section('Profile picture');
    await choose(user, picture, png());
    await user.click(within(picture).getByRole('button', { name: 'Save picture' }));
    expect(await within(picture).findByRole('alert')).toHaveTextContent('This picture is too large. Choose a smaller image.');
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const { api, user } = setup();
    const picture = await section('Profile picture');
    await choose(user, picture, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(picture).getByRole('alert')).toHaveTextContent('Upload a PNG, JPEG, GIF or WebP image');
    expect(api.requests.some((r) => r.path === '/api/user/profile-pic')).toBe(false);
  });

  it('uploads the image in the `image` field', async () => {
    const { api, state, user } = setup({
      'POST /api/user/profile-pic': () => {
        state.user = { ...state.user, profilePic: pictureUrls };
        return ok(state.user, 'Profile picture updated');
      },
    });
    const picture = await section('Profile picture');
    const file = png();
    await choose(user, picture, file);
    await user.click(within(picture).getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile picture updated'));
    expect((api.last('POST', '/api/user/profile-pic')?.body as FormData).get('image')).toBe(file);
    expect(await within(picture).findByRole('img', { name: 'Ada Tremblay' })).toHaveAttribute('src', pictureUrls.thumbnail);
    expect(within(picture).getByRole('button', { name: 'Change picture' })).toHaveFocus();
  });

  it('removes the picture after a confirmation', async () => {
    const { api, state, user } = setup(
      {
        'DELETE /api/user/profile-pic': () => {
          state.user = { ...state.user, profilePic: null };
          return ok(state.user, 'Profile picture removed');
        },
      },
      { profilePic: pictureUrls },
    );
    const picture = await section('Profile picture');
    await user.click(within(picture).getByRole('button', { name: 'Remove picture' }));
    expect(api.last('DELETE', '/api/user/profile-pic')).toBeUndefined();
    await user.click(within(screen.getByRole('dialog', { name: 'Remove your profile picture?' })).getByRole('button', { name: 'Remove picture' }));
    expect(await within(picture).findByText('AT')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/user/profile-pic')).toBeDefined();
    await waitFor(() => expect(within(picture).getByRole('button', { name: 'Upload picture' })).toHaveFocus());
  });
});

describe('language', () => {
  it('saves the chosen language, then reopens this page in it', async () => {
    const { api, user } = setup({ 'PUT /api/user/locale': ok({ locale: 'fr' }, 'Language saved') });
    const language = await section('Language');
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(language).getByText(/our emails and text messages are written in it/)).toBeInTheDocument();

    await user.click(within(language).getByRole('radio', { name: 'Français' }));
    await user.click(within(language).getByRole('button', { name: 'Save language' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fr/profile/account'));
    const saved = api.last('PUT', '/api/user/locale');
    expect(jsonBody(saved)).toEqual({ locale: 'fr' });
    expect(saved?.headers.Authorization).toBe('Bearer token-123');
    expect(toast.success).toHaveBeenCalledWith('Language saved');
  });

  it('shows the language saved on the account, and stays on the page when it is already in it', async () => {
    const { api, user } = setup({ 'PUT /api/user/locale': ok({ locale: 'fr' }, '') }, { locale: 'fr' }, 'fr');
    const language = await section('Langue');
    expect(within(language).getByRole('radio', { name: 'Français' })).toBeChecked();
    await user.click(within(language).getByRole('button', { name: 'Enregistrer la langue' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Langue enregistrée'));
    expect(jsonBody(api.last('PUT', '/api/user/locale'))).toEqual({ locale: 'fr' });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps the page when saving fails, and says why', async () => {
    const { user } = setup({ 'PUT /api/user/locale': fail(500, 'Something went wrong on our side. Please try again.') });
    const language = await section('Language');
    await user.click(within(language).getByRole('radio', { name: 'Français' }));
    await user.click(within(language).getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('in French', () => {
  it('names every section in French, writes the phone number the French way and saves in French', async () => {
    const { api, user } = setup({ 'PUT /api/user/locale': ok({ locale: 'en' }, '') }, { locale: 'fr' }, 'fr');
    for (const name of ['Photo de profil', 'Nom', 'Adresse courriel', 'Numéro de téléphone', 'Mot de passe', 'Préférences de courriel', 'Langue', 'Vos données', 'Désactiver le compte']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const phone = await section('Numéro de téléphone');
    expect(within(phone).getByText('+1 416 555-0123')).toBeInTheDocument();
    expect(within(phone).getByText('Vérifié')).toBeInTheDocument();
    expect(within(await section('Nom')).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Ada');

    const language = await section('Langue');
    expect(within(language).getByRole('radio', { name: 'Français' })).toBeChecked();
    await user.click(within(language).getByRole('radio', { name: 'English' }));
    await user.click(within(language).getByRole('button', { name: 'Enregistrer la langue' }));
    // Prefixed even for English: the proxy remembers the new language in its cookie, then drops the /en.
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/profile/account'));
    expect(jsonBody(api.last('PUT', '/api/user/locale'))).toEqual({ locale: 'en' });
    expect(toast.success).toHaveBeenCalledWith('Langue enregistrée');
  });
});
