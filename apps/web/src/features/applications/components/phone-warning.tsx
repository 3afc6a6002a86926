// A phone number already on another applicant's record (issue 24 item 9): email is who an applicant
// is, so a shared phone (a family's, an agency's, a switchboard) is asked about before saving, never
// a reason for the server to file the application under that person.
import { PHONE_SHARED, phoneDigits, type TPhoneMatch } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { checkPhones } from '../api';

interface PhoneValues {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  phone?: string | null | undefined;
}

/** What the save does after the check: go on as typed, file under a matched record, or wait for the user. */
export type PhoneDecision = { kind: 'new' } | { kind: 'use'; match: TPhoneMatch } | { kind: 'ask' };

const keyOf = (values: PhoneValues) => `${phoneDigits(values.mobile)}|${phoneDigits(values.phone)}`;

/**
 * The check a form runs before it saves. `decide` answers `ask` (and the warning shows) the first
 * time the numbers match another applicant; the warning's buttons are submit buttons that record the
 * choice, so the next submit goes on with it. Changing the numbers asks again.
 */
export function usePhoneCheck() {
  const [warning, setWarning] = useState<{ key: string; matches: TPhoneMatch[] } | null>(null);
  const choice = useRef<{ key: string; decision: PhoneDecision } | null>(null);

  async function decide(values: PhoneValues): Promise<PhoneDecision> {
    const key = keyOf(values);
    if (choice.current?.key === key) return choice.current.decision;
    const answer = await checkPhones({
      phones: [values.mobile ?? null, values.phone ?? null],
      email: values.email ?? null,
    });
    if (answer.matches.length === 0) return { kind: 'new' };
    setWarning({ key, matches: answer.matches });
    return { kind: 'ask' };
  }

  const choose = (decision: PhoneDecision) => {
    if (warning) choice.current = { key: warning.key, decision };
  };

  /** The matches to warn about while they still apply to the numbers in the form. */
  const matchesFor = (values: PhoneValues) =>
    warning && warning.key === keyOf(values) ? warning.matches : null;

  const reset = () => {
    setWarning(null);
    choice.current = null;
  };

  return { decide, matchesFor, choose, reset };
}

/** The warning with its two ways on; both buttons submit the form with the choice made. */
export function PhoneWarning({
  matches,
  onChoose,
}: {
  matches: TPhoneMatch[] | null;
  onChoose: (decision: PhoneDecision) => void;
}) {
  if (!matches) return null;
  return (
    <Alert severity="warning" data-testid="phone-warning">
      <Stack spacing={1}>
        {matches.map((match) => (
          <Stack
            key={match.applicantId}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography>{PHONE_SHARED.message(match.name, match.email)}</Typography>
            <Button
              type="submit"
              size="small"
              variant="outlined"
              onClick={() => onChoose({ kind: 'use', match })}
            >
              {PHONE_SHARED.useRecord}
            </Button>
          </Stack>
        ))}
        <div>
          <Button type="submit" size="small" variant="contained" onClick={() => onChoose({ kind: 'new' })}>
            {PHONE_SHARED.keepNew}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
