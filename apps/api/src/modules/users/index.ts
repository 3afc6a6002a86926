// The public file of the users module: other modules, the app and the CLI import it only through here.
export { accountRoutes, userRoutes } from './users.routes.js';
export { createUserWithLink, makeEmployee } from './users.service.js';
