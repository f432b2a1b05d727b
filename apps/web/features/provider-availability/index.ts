// The public entry: other features and app/ routes import from here, never from a file inside.
export { SchedulePage } from './schedule-page';
export { parseScheduleView } from './schedule-view';
