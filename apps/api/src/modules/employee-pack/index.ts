// The public file of the employee-pack module: other modules and the app import it only through here.
export { employeePackRoutes } from './employee-pack.routes.js';
export { packDocumentsForApplication } from './employee-pack.service.js';
