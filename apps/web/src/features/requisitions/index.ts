// The public file of requisitions: what the app shell and the dashboards mount outside the requisition pages.
export { ExpiredRequisitionsBell } from './components/expired-requisitions-bell';
export { ExpiredRequisitionsList, RequisitionsByStatus } from './components/requisitions-by-status';
