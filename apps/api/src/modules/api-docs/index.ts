// The public file of the API reference module: the app registers it through here.
export { apiDocsRoutes, openApiSetup } from './api-docs.routes.js';
