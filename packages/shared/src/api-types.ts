// Wire types of the API (spec §3). Field names are the spec's: mobile clients already speak them.
import type { Role, VerificationStatus, ImageVariant } from './constants';

/** Every response: `{ success, message?, data? }`; validation failures add `errors: { field: message }`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

export type ImageUrls = Record<ImageVariant, string>;

export interface ProviderSummary {
  _id: string;
  verificationstatus: VerificationStatus;
}

export interface User {
  _id: string;
  fullname: string;
  firstName: string;
  lastName: string;
  email: string;
  isEmailVerified: boolean;
  role: Role;
  phonenumber: string | null;
  isPhoneNumberVerified: boolean;
  profilePic: ImageUrls | null;
  marketingEmails: boolean;
  /** Providers carry one entry (the first is used, spec §3); other roles an empty list. */
  serviceprovider: ProviderSummary[];
  createdAt: string;
}

export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  user: User;
}

export interface ServiceSummary {
  _id: string;
  name: string;
  slug: string;
}

export interface CategoryWithServices {
  _id: string;
  name: string;
  slug: string;
  services: ServiceSummary[];
}

export interface DevOutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}
