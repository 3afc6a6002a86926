// The public file of the leave module: other modules and the app import it only through here.

export { leaveJobs } from './jobs.js';
export { leaveRoutes } from './leave.routes.js';
export { seedLeave } from './leave.seed.js';
export { runLeaveAccrual } from './leave-accrual.js';
