export { ExportPdfButton } from './export-pdf-button';
export { UploadJobPositionsButton } from './upload-job-positions-button';
