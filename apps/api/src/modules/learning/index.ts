// The public file of the learning module: other modules and the app import it only through here.

export { learningJobs } from './jobs.js';
export { learningRoutes } from './learning.routes.js';
export { seedLearning } from './learning.seed.js';
export { createLearningService } from './learning.service.js';
export { createLearningReminders } from './learning-reminders.js';
export { applyLearningRules } from './learning-sql.js';
