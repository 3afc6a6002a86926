// The public file of requisitions: what the app shell and the dashboards mount outside the requisition pages.

export { ExpiredRequisitionDialog } from './components/expired-requisition-dialog';
export { ExpiredRequisitionsBell } from './components/expired-requisitions-bell';
