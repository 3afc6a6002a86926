// The public file of the reference-data module: other modules and the app import it only through here.
export { referenceDataRoutes } from './reference-data.routes.js';
export { type ReferenceDataSeed, seedReferenceData } from './reference-data.seed.js';
