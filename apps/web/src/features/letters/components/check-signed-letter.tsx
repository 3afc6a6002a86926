// "Check a signed letter": HR uploads a PDF someone sent back and learns whether it is a signed letter
// exactly as issued (its SHA-256 is one the server kept), or not.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useUploadCheck } from '../../../shared/api/upload-limits';
import { useVerifyLetter } from '../api';

/** Any file may be checked (a non-PDF simply does not match): only the server's size limit applies. */
const ANY_TYPE = { extensions: null };

export function CheckSignedLetter() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyLetter();
  const check = useUploadCheck(ANY_TYPE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setFile(null);
    setRefusal(null);
    verify.reset();
  };
  const answer = verify.data;
  return (
    <div>
      <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => setOpen(true)}>
        Check a signed letter
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Check a signed letter</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Choose the PDF someone sent back. It matches only if it is a signed letter exactly as it was
              issued: a changed copy does not.
            </DialogContentText>
            <input
              ref={input}
              type="file"
              hidden
              accept=".pdf,application/pdf"
              aria-label="Signed letter (PDF)"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setFile(chosen);
                setRefusal(null);
                verify.reset();
                if (!chosen) return;
                void check(chosen).then((problem) => (problem ? setRefusal(problem) : verify.mutate(chosen)));
              }}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                loading={verify.isPending}
                onClick={() => input.current?.click()}
              >
                Choose a PDF
              </Button>
              {file && <Typography variant="body2">{file.name}</Typography>}
            </Stack>
            {answer && (
              <Alert severity={answer.match ? 'success' : 'error'} data-testid="letter-check">
                {answer.message}
                {answer.detail ? ` ${answer.detail}` : ''}
              </Alert>
            )}
            {refusal && <Alert severity="error">{refusal}</Alert>}
            {verify.isError && (
              <Alert severity="error">{errorMessage(verify.error, 'The file could not be checked.')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
