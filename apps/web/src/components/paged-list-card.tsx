import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What the card reads of a list query read a page at a time (TanStack's infinite query). */
type PagedList = {
  isPlaceholderData: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A list read a page at a time: it fades while a changed filter's rows load (the old ones stay, so
 * nothing jumps), and under the rows, once there are some, how many are shown and More for the next page.
 */
export function PagedListCard({
  list,
  shown,
  moreLabel,
  footerExtra,
  children,
}: {
  list: PagedList;
  /** "12 shown", or null while there is no row to count */
  shown: string | null;
  moreLabel: string;
  /** beside the count, before More (a way to clear the filters) */
  footerExtra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={list.isFetching}>
      {children}
      {shown !== null && (
        <Stack direction="row" sx={{ p: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {shown}
          </Typography>
          {footerExtra}
          {list.hasNextPage && (
            <Button variant="outlined" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} sx={{ minHeight: 44 }}>
              {moreLabel}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
