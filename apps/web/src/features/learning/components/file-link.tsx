import type { TUploadedFile } from '@hr/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import { downloadFile } from '../api';

/** A stored file as a link that downloads it with the session's token (a plain href would not carry it). */
export function FileLink({ file }: { file: TUploadedFile }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => void downloadFile(file)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <AttachFileIcon fontSize="inherit" aria-hidden />
      {file.originalName}
    </Link>
  );
}
