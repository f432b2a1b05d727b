// The public entry: Web Push alerts on a provider's devices (the alert settings page renders it).
export { PushDevices } from './push-devices';
