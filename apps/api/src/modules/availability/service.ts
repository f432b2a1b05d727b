// A provider's availability: weekly hours (one range a weekday, on the job's local clock), time off,
// how many jobs a day and the travel buffer. Matching reads the same tables (bookings/matching.ts).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Availability, AvailabilityBody, TimeOff, TimeOffBody, WeeklyHours } from '@hearth/shared/availability/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { providerAvailability, providerTimeOff, providerWeeklyHours } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { providerOf } from '../providers';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The provider's id; a provider may shape their availability before they are approved. */
export async function providerIdOf(ctx: AppContext, userId: string) {
  return (await providerOf(ctx.db, userId)).provider.id;
}

const timeOffOf = (r: typeof providerTimeOff.$inferSelect): TimeOff => ({ _id: r.id, startsOn: r.startsOn, endsOn: r.endsOn, note: r.note });

export async function getAvailability(ctx: AppContext, userId: string): Promise<Availability> {
  return readAvailability(ctx.db, await providerIdOf(ctx, userId));
}

async function readAvailability(db: Tx, providerId: string): Promise<Availability> {
  const [[settings], hours, timeOff] = await Promise.all([
    db.select().from(providerAvailability).where(eq(providerAvailability.providerId, providerId)),
    db.select().from(providerWeeklyHours).where(eq(providerWeeklyHours.providerId, providerId)).orderBy(asc(providerWeeklyHours.weekday)),
    // Listed until their last day is over everywhere in Canada (Vancouver's clock is the last to turn).
    db
      .select()
      .from(providerTimeOff)
      .where(and(eq(providerTimeOff.providerId, providerId), gte(providerTimeOff.endsOn, sql`(now() at time zone 'America/Vancouver')::date`)))
      .orderBy(asc(providerTimeOff.startsOn), asc(providerTimeOff.endsOn)),
  ]);
  return {
    weeklyHours: hours.map((h): WeeklyHours => ({ weekday: h.weekday, start: clockOf(h.startMinute), end: clockOf(h.endMinute) })),
    maxJobsPerDay: settings?.maxJobsPerDay ?? null,
    travelBufferMinutes: settings?.travelBufferMinutes ?? 0,
    hoursSet: settings?.hoursSet ?? false,
    timeOff: timeOff.map(timeOffOf),
    calendarFeed: { active: Boolean(settings?.calendarFeedTokenHash), createdAt: settings?.calendarFeedTokenHash ? (settings.calendarFeedCreatedAt?.toISOString() ?? null) : null },
  };
}

/** Saving replaces the whole week at once; from then on the hours decide which jobs fit. */
export async function saveAvailability(ctx: AppContext, userId: string, body: AvailabilityBody): Promise<Availability> {
  const providerId = await providerIdOf(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    await tx.delete(providerWeeklyHours).where(eq(providerWeeklyHours.providerId, providerId));
    if (body.weeklyHours.length) {
      await tx.insert(providerWeeklyHours).values(body.weeklyHours.map((h) => ({ providerId, weekday: h.weekday, startMinute: minutesOf(h.start), endMinute: minutesOf(h.end) })));
    }
    const settings = { maxJobsPerDay: body.maxJobsPerDay, travelBufferMinutes: body.travelBufferMinutes, hoursSet: true, updatedAt: new Date() };
    await tx
      .insert(providerAvailability)
      .values({ providerId, ...settings })
      .onConflictDoUpdate({ target: providerAvailability.providerId, set: settings });
    return readAvailability(tx, providerId);
  });
}

export async function addTimeOff(ctx: AppContext, userId: string, body: TimeOffBody): Promise<TimeOff> {
  const providerId = await providerIdOf(ctx, userId);
  const [row] = await ctx.db.insert(providerTimeOff).values({ providerId, startsOn: body.startsOn, endsOn: body.endsOn, note: body.note }).returning();
  return timeOffOf(row!);
}

/** Removes the provider's own time off; someone else's is not found. */
export async function removeTimeOff(ctx: AppContext, userId: string, id: string) {
  const providerId = await providerIdOf(ctx, userId);
  const removed = await ctx.db
    .delete(providerTimeOff)
    .where(and(eq(providerTimeOff.id, id), eq(providerTimeOff.providerId, providerId)))
    .returning({ id: providerTimeOff.id });
  if (!removed.length) throw new AppError(404, 'Time off not found');
}
