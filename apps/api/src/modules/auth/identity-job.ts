// The outbox topic for emailed links an anonymous caller asked for (run by runIdentityJob in service.ts).

/** An emailed link an anonymous caller asked for; the outbox worker decides whether to send it. */
export type IdentityJob = { kind: 'password-reset' | 'verify-email'; email: string };

declare module '../../outbox/outbox' {
  interface OutboxTopics {
    /** A reset or verification link an anonymous caller asked for: the account is looked up only here, off the request. */
    identity: IdentityJob;
  }
}
