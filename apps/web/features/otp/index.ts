// The public entry: other features and app/ routes import from here, never from a file inside.
export { OtpCodePanel } from './otp-code-panel';
export { usePendingOtp } from './otp-api';
export { PhoneVerification } from './phone-verification';
export { usePhoneOtp } from './use-phone-otp';
