// A provider's availability: weekly working hours, time off, how many jobs a day, the travel buffer
// between jobs, and the private calendar feed of their accepted jobs.
import { z } from 'zod';
import { clockTimeSchema } from '../alerts/contract';
import { defineEndpoint } from '../contract';
import { idParams } from '../wire';

export const MAX_JOBS_PER_DAY_LIMIT = 20;
export const TRAVEL_BUFFER_LIMIT_MINUTES = 240;
export const TIME_OFF_NOTE_MAX = 120;

/** One range of hours for a weekday (0 = Sunday … 6 = Saturday), on the job's local clock; "24:00" ends at midnight. */
export const weeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: clockTimeSchema,
    end: z.union([clockTimeSchema, z.literal('24:00')]),
  })
  .refine((h) => h.start < h.end, { message: 'The day must end after it starts', path: ['end'] });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const availabilityBodySchema = z.object({
  /** The days they work; a weekday not listed is a day off. */
  weeklyHours: z.array(weeklyHoursSchema).max(7).refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, 'Each day can be listed once'),
  maxJobsPerDay: z.coerce.number('Enter a number').int('Enter a whole number').min(1, 'Take at least 1 job a day').max(MAX_JOBS_PER_DAY_LIMIT, `At most ${MAX_JOBS_PER_DAY_LIMIT} jobs a day`).nullable(),
  travelBufferMinutes: z.coerce.number('Enter a number').int('Enter a whole number').min(0, 'The buffer cannot be negative').max(TRAVEL_BUFFER_LIMIT_MINUTES, `At most ${TRAVEL_BUFFER_LIMIT_MINUTES} minutes`),
});
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;

export const timeOffBodySchema = z
  .object({
    startsOn: z.iso.date('Use dates as YYYY-MM-DD'),
    endsOn: z.iso.date('Use dates as YYYY-MM-DD'),
    note: z.string().trim().max(TIME_OFF_NOTE_MAX).default(''),
  })
  .refine((t) => t.startsOn <= t.endsOn, { message: 'The end date cannot be before the start date', path: ['endsOn'] });
export type TimeOffBody = z.infer<typeof timeOffBodySchema>;

export const timeOffSchema = z.object({ _id: z.string(), startsOn: z.string(), endsOn: z.string(), note: z.string() });
export type TimeOff = z.infer<typeof timeOffSchema>;

export const availabilitySchema = availabilityBodySchema.extend({
  /** False until the provider first saves their hours: until then every hour counts as open. */
  hoursSet: z.boolean(),
  /** Time off that has not ended yet, soonest first. */
  timeOff: z.array(timeOffSchema),
  calendarFeed: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Why a job falls outside the provider's availability (accepting it then needs their confirmation). */
export const OUTSIDE_AVAILABILITY_REASONS = ['hours', 'time_off', 'day_full', 'travel_buffer'] as const;
export type OutsideAvailabilityReason = (typeof OUTSIDE_AVAILABILITY_REASONS)[number];

const provider = ['serviceprovider'] as const;

export const availabilityEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/service-provider/availability', access: provider, response: availabilitySchema }),
  save: defineEndpoint({ method: 'PUT', path: '/api/service-provider/availability', access: provider, body: availabilityBodySchema, response: availabilitySchema }),
  addTimeOff: defineEndpoint({ method: 'POST', path: '/api/service-provider/time-off', access: provider, body: timeOffBodySchema, response: timeOffSchema }),
  removeTimeOff: defineEndpoint({
    method: 'DELETE',
    path: '/api/service-provider/time-off/:id',
    access: provider,
    params: idParams('id', 'Time off not found'),
    response: z.object({ removed: z.literal(true) }),
  }),
  /** Turns the feed on, or replaces its URL (the old one stops working). The URL is shown only in this answer. */
  createCalendarFeed: defineEndpoint({ method: 'POST', path: '/api/service-provider/calendar-feed', access: provider, response: z.object({ url: z.string() }) }),
  revokeCalendarFeed: defineEndpoint({ method: 'DELETE', path: '/api/service-provider/calendar-feed', access: provider, response: z.object({ active: z.literal(false) }) }),
  /** The feed itself (text/calendar, RFC 5545), public to whoever holds its secret URL: not an envelope. */
  calendarFeed: defineEndpoint({ method: 'GET', path: '/api/calendar-feed/:token.ics', access: 'public', params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Calendar not found') }), response: z.void() }),
};
