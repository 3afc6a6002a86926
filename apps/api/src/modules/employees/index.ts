// The public file of the employees module: other modules and the app import it only through here.
export { EMPLOYEE_LIST } from './employee-list.js';
export { employeeRoutes } from './employees.routes.js';
export { seedEmployees } from './employees.seed.js';
