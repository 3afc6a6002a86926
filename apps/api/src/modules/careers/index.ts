// The public file of the careers module: other modules and the app import it only through here.
export { careersPublicationRoutes, careersSiteRoutes } from './careers.routes.js';
export { seedCareers } from './careers.seed.js';
export { careersJobs } from './jobs.js';
