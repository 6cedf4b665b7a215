import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '../../../layout/error-boundary';

function Boom(): never {
  throw new Error('Deliberate render error for /__test/render-error');
}

/** /__test: pages for tests (they skip the locale auto-switch, docs/rules.md section 2). */
export function TestPages() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="render-error" element={<Boom />} />
        <Route
          path="*"
          element={
            <Box sx={{ p: 4 }}>
              <Typography variant="h5" component="h1">
                Host test pages
              </Typography>
            </Box>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}

export default TestPages;
