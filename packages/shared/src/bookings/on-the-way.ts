// "On my way": the numbers both sides use. The provider may say it from this long before the job's
// start (until its scheduled end), with an arrival estimate in this range, so often per hour.
export const ON_THE_WAY_WINDOW_MINUTES = 180;
export const ON_THE_WAY_ETA_MINUTES = { min: 5, max: 180 } as const;
/** The estimates the provider picks from on the web. */
export const ON_THE_WAY_ETA_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;
/** Updates of one booking's arrival time per provider per hour: enough to correct it, not to spam. */
export const ON_THE_WAY_PER_HOUR = 6;
