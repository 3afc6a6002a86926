// The public file of the requisition-export module: other modules and the app import it only through here.
export { requisitionExportRoutes } from './requisition-export.routes.js';
