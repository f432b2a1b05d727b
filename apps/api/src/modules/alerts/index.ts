// What the rest of the API may use from alerts: the app wires its routes; features that tell a
// provider about a job or a message send it through sendAlert, which applies the provider's channels,
// quiet hours and cap (the rules are in send-alert.ts).
export { alertRoutes } from './routes';
export { sendAlert, type Alert, type AlertMessage } from './send-alert';
