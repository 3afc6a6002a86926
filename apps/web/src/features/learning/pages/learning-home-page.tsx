import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../../shared/ui/page-frame';
import { learningHome, learningRoute } from '../routes';
import { useLearningViewer } from '../use-learning-viewer';

/** /reqsum itself opens the viewer's first screen (HR the matrix, others their own learning). */
export default function LearningHomePage() {
  const viewer = useLearningViewer();
  if (!viewer) return <PageLoading />;
  return <Navigate to={learningRoute(learningHome(viewer))} replace />;
}
