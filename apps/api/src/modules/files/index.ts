// The public file of the files module: other modules and the app import it only through here.

export { sniffFileType } from './file-types.js';
export { fileRoutes } from './files.routes.js';
export { createFileService, type FileService } from './files.service.js';
export { fileJobs } from './jobs.js';
