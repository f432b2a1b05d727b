// For server code only: the public profile page reads the API per request (cached) on the server.
export { getProfessional } from './professionals-api';
export { ProfessionalProfile } from './professional-profile';
