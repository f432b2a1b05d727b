import type { AlertSettingsView } from '@hearth/shared/alerts/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertSettings } from './alert-settings';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The device list is the push feature's, tested there.
vi.mock('@/features/push', () => ({ PushDevices: () => <section aria-label="Devices for push alerts" /> }));

const settings: AlertSettingsView = {
  channels: {
    new_job: { push: true, sms: false, email: false },
    assigned: { push: true, sms: true, email: true },
    cancelled: { push: true, sms: true, email: true },
    message: { push: true, sms: false, email: false },
  },
  quietHours: { start: '21:00', end: '07:00' },
  timeZone: 'America/Toronto',
  maxPerHour: 10,
  smsTo: '•••-•••-0123',
  smsJobAlerts: true,
  emailTo: 'sam@example.ca',
};

function setup(view: AlertSettingsView = settings, routes: Parameters<typeof fakeApi>[0] = {}, locale?: 'fr') {
  const api = fakeApi({ 'GET /api/alerts/settings': ok(view), 'PUT /api/alerts/settings': (req) => ok({ ...view, ...JSON.parse(String(req.body)) }), ...routes });
  renderAs('provider', <AlertSettings />, { locale });
  return { api, user: userEvent.setup() };
}
const sent = (api: ReturnType<typeof fakeApi>) => JSON.parse(String(api.last('PUT', '/api/alerts/settings')?.body));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AlertSettings', () => {
  it('shows the devices, then every kind with a labelled switch per channel, as saved', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Alerts', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Devices for push alerts' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Push for New jobs' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Text for New jobs' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email for Jobs Hearth gives you' })).toBeChecked();
    expect(screen.getAllByRole('switch', { name: /^(Push|Text|Email) for / })).toHaveLength(12);
    expect(screen.getByRole('group', { name: "Customers' messages" })).toBeInTheDocument();
    expect(screen.getByText('Texts go to •••-•••-0123.')).toBeInTheDocument();
    expect(screen.getByText('Emails go to sam@example.ca.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('21:00');
    expect(screen.getByLabelText('Until')).toHaveValue('07:00');
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Toronto');
    expect(screen.getByLabelText('Alerts an hour')).toHaveValue(10);
  });

  it('says texts cannot go and links to the account page when there is no number to text', async () => {
    setup({ ...settings, smsTo: null, smsJobAlerts: false });
    expect(await screen.findByText(/Texts cannot go yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your account page' })).toHaveAttribute('href', '/serviceprovider/account');
  });

  it('saves the channels, quiet hours and cap the provider chose', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Email for New jobs' }));
    await user.click(screen.getByRole('switch', { name: 'Push for Your jobs cancelled' }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '22:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Halifax');
    await user.clear(screen.getByLabelText('Alerts an hour'));
    await user.type(screen.getByLabelText('Alerts an hour'), '4');
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alert settings saved'));
    expect(sent(api)).toEqual({
      channels: { ...settings.channels, new_job: { push: true, sms: false, email: true }, cancelled: { push: false, sms: true, email: true } },
      quietHours: { start: '22:30', end: '07:00' },
      timeZone: 'America/Halifax',
      maxPerHour: 4,
    });
  });

  it('turns quiet hours off', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Keep quiet hours' }));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await vi.waitFor(() => expect(sent(api).quietHours).toBeNull());
  });

  it('checks the form with the shared rules before sending', async () => {
    const { api, user } = setup();
    await user.clear(await screen.findByLabelText('Until'));
    await user.type(screen.getByLabelText('Until'), '21:00');
    await user.clear(screen.getByLabelText('Alerts an hour'));
    await user.type(screen.getByLabelText('Alerts an hour'), '61');
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Quiet hours must start and end at different times')).toBeInTheDocument();
    expect(screen.getByText('Allow at most 60 alerts an hour')).toBeInTheDocument();
    expect(api.last('PUT', '/api/alerts/settings')).toBeUndefined();
  });

  it('puts the server’s field errors under their fields', async () => {
    const { user } = setup(settings, { 'PUT /api/alerts/settings': fail(400, 'Choose a time zone', { timeZone: 'Choose a time zone', 'quietHours.start': 'Use a time as HH:MM' }) });
    await user.click(await screen.findByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Choose a time zone')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Use a time as HH:MM');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    const { user } = setup(settings, { 'GET /api/alerts/settings': [fail(500, 'Something went wrong on our side. Please try again.'), ok(settings)] });
    expect(await screen.findByText('Your alert settings could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'Push for New jobs' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    setup(settings, {}, 'fr');
    expect(await screen.findByRole('switch', { name: 'Courriel pour Nouveaux travaux' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Messages des clients' })).getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Enregistrer les réglages d’alertes' })).toBeInTheDocument();
  });
});
