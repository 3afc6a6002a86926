// The public file of the health module: other modules and the app import it only through here.
export { healthRoutes } from './health.routes.js';
