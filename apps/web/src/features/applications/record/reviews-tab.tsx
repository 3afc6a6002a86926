// Reviews and scores: the caller's own review, everybody's reviews, and the derived scores.
import {
  REVIEW_TYPE_LABELS,
  REVIEW_TYPES,
  SCORE_CRITERION_LABELS,
  type TApplicationRecord,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../shared/ui/format';
import { useRecordMutations, useReviews } from './api';

export function ReviewsTab({ record }: { record: TApplicationRecord }) {
  const reviews = useReviews(record.id);
  const { review } = useRecordMutations(record.id, record.jobPositionId);
  return (
    <Stack spacing={2}>
      <Typography data-testid="scores">
        Profile score: {record.profileScore ?? '—'} · Review score: {record.reviewScore ?? '—'} · Missing
        mandatory items: {record.missingMandatoryItems}
      </Typography>
      <Stack direction="row" spacing={1} aria-label="Your review">
        {REVIEW_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            disabled={review.isPending}
            onClick={() => review.mutate({ applicationId: record.id, reviewTypeEnum: type })}
          >
            {REVIEW_TYPE_LABELS[type]}
          </Button>
        ))}
      </Stack>
      {reviews.isPending && <CircularProgress aria-label="Loading the reviews" />}
      {reviews.isError && <Alert severity="error">The reviews could not be loaded.</Alert>}
      {reviews.data && reviews.data.reviews.length === 0 && <Typography>No reviews yet.</Typography>}
      {reviews.data && reviews.data.reviews.length > 0 && (
        <List dense aria-label="Reviews">
          {reviews.data.reviews.map((r) => (
            <ListItem key={r.id}>
              <ListItemText
                primary={`${r.userName ?? 'Former user'}: ${REVIEW_TYPE_LABELS[r.reviewType]}`}
                secondary={formatDateTime(r.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="h6" component="h2">
        Profile score parts
      </Typography>
      {record.scores.length === 0 ? (
        <Typography>The requisition has no weighted requirement rows.</Typography>
      ) : (
        <List dense aria-label="Profile score parts">
          {record.scores.map((s) => (
            <ListItem key={`${s.criterion}-${s.referenceId}`}>
              <ListItemText
                primary={`${SCORE_CRITERION_LABELS[s.criterion]}: ${s.name} (weight ${s.weight}${s.mandatory ? ', mandatory' : ''})`}
                secondary={s.met ? 'Met' : 'Not met'}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
