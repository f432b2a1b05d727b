// The public entry: other features and app/ routes import from here, never from a file inside.
export { adminContentKeys, useContentChange } from './content-api';
export { ContentConsole } from './content-console';
export { parseContentView } from './content-tabs';
