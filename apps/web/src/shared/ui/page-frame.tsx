import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';
import { PageTitle } from './page-title';

export function PageLoading({ title }: { title?: string }) {
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
  if (title === undefined) return spinner;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {spinner}
    </>
  );
}

/**
 * Error boundary + Suspense around a lazy page; an error clears when the URL changes. `fallback`
 * replaces the spinner while the page's code loads.
 */
export function PageFrame({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={fallback ?? <PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
