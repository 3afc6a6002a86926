import type { TUploadedFile } from '@hr/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FileLink } from './file-link';

/** Where to take a course: its link (a new tab) and its attached material. */
export function CourseLinks({ link, material }: { link: string | null; material: TUploadedFile | null }) {
  if (!link && !material) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {link && (
        <Link
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Open course
          <OpenInNewIcon fontSize="inherit" aria-label="(opens in a new tab)" />
        </Link>
      )}
      {material && <FileLink file={material} />}
    </Stack>
  );
}
