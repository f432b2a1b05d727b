// The admin console's shared layer (the shell and what every section uses): sections and app/ routes
// import it from here. It never imports a section.
export { AdminShell } from './admin-shell';
export { LanguageColumns, MissingFilter, MissingFrenchBadge, useFrenchLabel, useMissingFilter } from './bilingual';
export { useAdminDateTime } from './format-date';
export { toDollars, toLocalInput } from './form-values';
