// Web Push alerts: what the rest of the API may use. The app wires the routes and the outbox's
// 'push' handler; alerts queue pushes with queuePush; the demo seed adds a simulated device.
export { pushRoutes } from './routes';
export { deliverPush } from './delivery';
export { queuePush, type PushMessage } from './service';
export { addSimulatedPushDevice } from './simulated-devices';
// What a browser does with a push (decrypt, check the VAPID signature), for the tests' push service stub.
export { decryptPush, generateDeviceKeys, type DeviceKeys } from './push-decrypt';
export { checkVapid } from './vapid-check';
