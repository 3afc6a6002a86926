// The public file of the users module: other modules, the app and the CLI import it only through here.
export { passwordLinkPath } from './password-links.js';
export { accountRoutes, userRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
