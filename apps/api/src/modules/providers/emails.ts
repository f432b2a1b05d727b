// What providers are told about decisions on their account (also shown in the notification centre).
import type { Config } from '../../config';

export const decisionMessages = {
  approved: 'Your Hearth account is approved. You can now choose your services and areas and receive bookings.',
  rejected: (reason: string) => `Your Hearth verification was not approved: ${reason}`,
  actionRequired: (message: string) => `Action required on your Hearth account: ${message}`,
};

export function decisionEmail(config: Config, firstName: string, text: string) {
  return {
    subject: 'An update on your Hearth provider account',
    text: `Hi ${firstName},\n\n${text}\n\nOpen your provider area: ${config.webUrl}/serviceprovider/businessdetail\n\n— The Hearth team`,
  };
}
