// The public file of the letters module: other modules and the app import it only through here.

export { letterJobs } from './jobs.js';
export { letterRoutes } from './letters.routes.js';
export { type LettersSeed, seedLetters } from './letters.seed.js';
export { registrationRoutes } from './registration.routes.js';
