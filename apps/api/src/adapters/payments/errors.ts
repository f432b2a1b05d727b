// The gateways' refusal, in a file of its own: the gateways throw it and the index (which creates
// the gateways) re-exports it, so neither needs the other at load time.

/** The card cannot be saved (declined by the bank). */
export class CardRefusedError extends Error {}
