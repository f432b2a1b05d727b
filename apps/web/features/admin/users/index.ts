// The public entry: other features and app/ routes import from here, never from a file inside.
export { UserDetail } from './user-detail';
export { UsersPage } from './users-page';
export { parseUsersView } from './users-url';
