export { CreateEmployeeButton } from './components/create-employee-button';
export { employeeRoute } from './routes';
