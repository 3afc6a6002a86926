// /appsch/{id}: the officer's screening view of an application (SHORTLISTING): details, resume and
// its report, reviews and scores (with their own review), interviews and history, read only.
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router-dom';
import { ApplicationRecord } from './application-record';

export default function ApplicationScreeningPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  if (!Number.isInteger(applicationId) || applicationId < 1) {
    return <Alert severity="error">There is no application {id}.</Alert>;
  }
  return <ApplicationRecord key={applicationId} id={applicationId} mode="screening" />;
}
