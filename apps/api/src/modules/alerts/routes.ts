// A provider's own alert settings: read them (the defaults until they save) and save them.
import type { FastifyInstance } from 'fastify';
import { alertEndpoints } from '@hearth/shared/alerts/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { getAlertSettings, saveAlertSettings } from './settings';

export function alertRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, alertEndpoints.settings, async ({ req }) => ({ data: await getAlertSettings(ctx, currentUser(req).id) }));
  registerEndpoint(app, alertEndpoints.saveSettings, async ({ req, body }) => ({ data: await saveAlertSettings(ctx, currentUser(req).id, body) }));
}
