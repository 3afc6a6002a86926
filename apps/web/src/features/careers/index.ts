// The public file of careers: the requisition screen's careers site panel (publish, unpublish).
export { CareersPublishing } from './components/careers-publishing';
