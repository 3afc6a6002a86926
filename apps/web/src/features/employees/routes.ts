/** The employee record's page; `newEmployeeRoute` makes the employee of a signed contract. */
export const employeeRoute = (id: number | string) => `/employee/${id}`;
export const newEmployeeRoute = (contractId: number) => `/employee/new?contractId=${contractId}`;
