// Admin console dashboard: the clock its periods are read on (the endpoint is in ./dashboard/contract).

/** Days, weeks (Monday to Sunday) and months on the dashboard are those of this time zone. */
export const ADMIN_TIME_ZONE = 'America/Toronto';
