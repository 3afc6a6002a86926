// The public file of the applications module: other modules and the app import it only through here.

export { applicationRoutes } from './applications.routes.js';
export { type ApplicationsSeed, seedApplications } from './applications.seed.js';
export { candidateList } from './applications.service.js';
