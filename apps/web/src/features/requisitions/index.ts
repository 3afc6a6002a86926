// The public file of requisitions: what the app shell mounts outside the requisition pages.
export { ExpiredRequisitionsBell } from './components/expired-requisitions-bell';
