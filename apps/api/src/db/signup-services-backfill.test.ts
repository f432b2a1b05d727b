// The sign-up services backfill: a provider who signed up before their sign-up services were stored as
// offered, and never chose any in Category, offers what they asked for; a provider who did choose keeps
// exactly their choice. The migration only inserts, so it is run again here over rows written as the
// old code wrote them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCatalogue } from './seed/demo';
import { MIGRATIONS_DIR } from './client';
import { providerServices, serviceProviders, services } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

async function runBackfill() {
  const file = readFileSync(join(MIGRATIONS_DIR, '0019_backfill_signup_services.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.app.ctx.db.execute(sql.raw(statement));
}

async function providerAsking(requestedServices: string[]) {
  const user = await t.createUser({ role: 'serviceprovider' });
  const [provider] = await t.app.ctx.db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.userId, user.id));
  const id = provider?.id ?? (await t.app.ctx.db.insert(serviceProviders).values({ userId: user.id }).returning({ id: serviceProviders.id }))[0]!.id;
  await t.app.ctx.db.delete(providerServices).where(eq(providerServices.providerId, id));
  await t.app.ctx.db.update(serviceProviders).set({ requestedServices }).where(eq(serviceProviders.id, id));
  return id;
}

const offered = async (providerId: string) =>
  (
    await t.app.ctx.db
      .select({ name: services.name })
      .from(providerServices)
      .innerJoin(services, eq(services.id, providerServices.serviceId))
      .where(eq(providerServices.providerId, providerId))
      .orderBy(asc(services.name))
  ).map((row) => row.name);

describe('the sign-up services backfill migration', () => {
  it('offers the services asked for at sign-up to providers who offer none, and leaves chosen ones alone', async () => {
    const untouched = await providerAsking(['Leak Repair', 'Drain Unclogging', 'Alchemy']);
    const chose = await providerAsking(['Leak Repair', 'Drain Unclogging']);
    const [leak] = await t.app.ctx.db.select({ id: services.id }).from(services).where(eq(services.name, 'Leak Repair'));
    await t.app.ctx.db.insert(providerServices).values({ providerId: chose, serviceId: leak!.id });

    await runBackfill();
    await runBackfill();

    // A name no longer in the catalogue is skipped rather than failing the migration.
    expect(await offered(untouched)).toEqual(['Drain Unclogging', 'Leak Repair']);
    expect(await offered(chose)).toEqual(['Leak Repair']);
  });
});
