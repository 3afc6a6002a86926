import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { canAccess, RECRUITING } from '../../shared/auth/access';
import { useAuth } from '../../shared/auth/auth-context';
import { useExportPdf } from './api';

/**
 * Exports the checked requisitions as one PDF (one A4 landscape page each). Shown to recruiters only;
 * disabled when nothing is checked; busy while the server builds the file.
 */
export function ExportPdfButton({ ids }: { ids: number[] }) {
  const { viewer } = useAuth();
  const exportPdf = useExportPdf();
  // The PDF holds the compensation: recruiters only, as the server guards it.
  if (!canAccess(viewer, RECRUITING)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      disabled={ids.length === 0}
      loading={exportPdf.isPending}
      loadingPosition="start"
      onClick={() => exportPdf.mutate(ids)}
      title={ids.length === 0 ? 'Check requisitions to export' : `Export ${ids.length} to PDF`}
    >
      {exportPdf.isPending ? 'Exporting…' : ids.length > 0 ? `Export PDF (${ids.length})` : 'Export PDF'}
    </Button>
  );
}
