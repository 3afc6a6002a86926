// The public file of the organisation module: other modules and the app import it only through here.
export { organisationRoutes } from './organisation.routes.js';
// The careers site serves the logo.
export { createOrganisationService, type OrganisationService } from './organisation.service.js';
