// The public entry: other features and app/ routes import from here, never from a file inside.
// The public profile page's data and layout, read on the server, are in ./server.
export { ProfessionalCard } from './professional-card';
export { PublicProfileForm } from './public-profile-form';
