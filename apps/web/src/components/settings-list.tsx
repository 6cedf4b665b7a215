import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** A settings page's list (services, special days, combinations): a named list of rows, one item each. */
export function SettingsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/** The list in its card once read; while it loads, its outline; when empty, what the page is for and its Add. */
export function SettingsListCard({
  label,
  pending,
  empty,
  children,
}: {
  label: string;
  pending: boolean;
  /** the empty list's message and first action, or null when there are rows */
  empty: { message: string; action: string; onAction: () => void } | null;
  children: ReactNode;
}) {
  if (pending) return <Skeleton variant="rounded" height={240} />;
  if (empty) return <EmptyState {...empty} />;
  return (
    <Card variant="outlined">
      <SettingsList label={label}>{children}</SettingsList>
    </Card>
  );
}

/** One row of a settings list: what it is, anything said beside it, then Edit and Delete named after it. */
export function SettingsListRow({
  aside,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  aside?: ReactNode;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      {aside}
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton color="error" aria-label={deleteLabel} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
