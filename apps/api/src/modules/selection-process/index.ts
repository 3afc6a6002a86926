// The public file of the selection-process module: other modules and the app import it only through here.
export { selectionProcessRoutes } from './selection-process.routes.js';
export { type SelectionProcessSeed, seedSelectionProcess } from './selection-process.seed.js';
