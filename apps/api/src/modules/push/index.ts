// Web Push alerts: what the rest of the API may use. The app wires the routes and the outbox's
// 'push' handler; alerts queue pushes with queuePush; the demo seed adds a simulated device.
export { pushRoutes } from './routes';
export { deliverPush } from './delivery';
export { queuePush, type PushMessage } from './service';
export { addSimulatedPushDevice } from './simulated-devices';
