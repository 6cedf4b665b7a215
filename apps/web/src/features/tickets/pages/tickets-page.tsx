import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import { enqueueSnackbar } from 'notistack';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useBrandRefusal } from '../../../state/roles';
import { useTicketBrand } from '../components/use-ticket-brand';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { translateError } from '../../../lib/server-messages';
import { useAllTickets, useTicketChanges, type ListedTicket } from '../api/tickets';
import { priceLine, refundLine } from '../components/ticket-text';

/** /settings/tickets: the brand's tickets in the order guests see them, dragged (or moved by button) into place. */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { brandId, country } = useTicketBrand();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const tickets = useAllTickets(brandId);
  const changes = useTicketChanges(brandId);
  const [dragged, setDragged] = useState<string | null>(null);
  // Decision 025: the tickets are the whole brand's; outlet staff read them, the merchant changes them.
  const refused = useBrandRefusal('manageTickets');
  const canManage = refused === null;
  const addPath = localePath(subPath, '/settings/tickets/add');

  const reorder = (ids: string[]) =>
    changes.reorder.mutate(ids, {
      onSuccess: () => enqueueSnackbar(t('list.reordered'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(translateError(error, t('list.reorderFailed')), { variant: 'error' }),
    });
  const ids = (tickets.data ?? []).map((x) => x.id);
  const move = (id: string, to: number) => {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, id);
    reorder(next);
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        stack
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          canManage && (
            <Button
              component={RouterLink}
              to={addPath}
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      {refused && (
        <Alert severity="info" data-testid="tickets-refused">
          {t(`roles.${refused}`)}
        </Alert>
      )}

      {tickets.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : ids.length === 0 ? (
        canManage ? (
          <EmptyState message={t('list.empty')} action={t('list.add')} onAction={() => void navigate(addPath)} />
        ) : (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        )
      ) : (
        <Card variant="outlined">
          <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0 }}>
            {tickets.data!.map((ticket, index) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                index={index}
                last={index === ids.length - 1}
                country={country}
                canManage={canManage}
                editPath={localePath(subPath, `/settings/tickets/edit/${ticket.id}`)}
                dragging={dragged === ticket.id}
                onMove={(to) => move(ticket.id, to)}
                onDragStart={() => setDragged(ticket.id)}
                onDragEnd={() => setDragged(null)}
                onDropHere={() => {
                  if (dragged) move(dragged, index);
                  setDragged(null);
                }}
              />
            ))}
          </Box>
        </Card>
      )}
    </Stack>
  );
}

interface RowProps {
  ticket: ListedTicket;
  index: number;
  last: boolean;
  country: CountryCode;
  /** false for outlet staff: the row is read, not moved or edited */
  canManage: boolean;
  editPath: string;
  dragging: boolean;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
}

/** One ticket: drag handle, colour dot and name, payment and price, refund window, status, move and edit. */
function TicketRow({ ticket, index, last, country, canManage, editPath, dragging, onMove, onDragStart, onDragEnd, onDropHere }: RowProps) {
  const { t } = useTranslation('tickets');
  const fmt = useFormat();
  const refund = refundLine(ticket, t);
  const allowDrop = (e: DragEvent) => e.preventDefault();
  return (
    <Stack
      component="li"
      direction="row"
      draggable={canManage}
      aria-label={ticket.name}
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', ticket.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={allowDrop}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        onDropHere();
      }}
      sx={{
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 1.25,
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: dragging ? 0.5 : 1,
        bgcolor: ticket.isActive ? undefined : 'action.hover',
      }}
    >
      {canManage && (
        <Tooltip title={t('list.drag', { name: ticket.name })}>
          <DragIndicatorIcon color="action" sx={{ cursor: 'grab', flexShrink: 0 }} aria-hidden />
        </Tooltip>
      )}
      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: ticket.color, flexShrink: 0 }} aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{ticket.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[t(`payment.${ticket.typePayment}`), priceLine(ticket, fmt.money, country, t), refund].filter(Boolean).join(' · ')}
        </Typography>
        {/* On sale but sold by no service: diners never see it (issue 28). */}
        {ticket.isActive && ticket.servicesSelling === 0 && (
          <Typography
            variant="body2"
            color="warning.dark"
            data-testid="ticket-not-online"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}
          >
            <InfoOutlinedIcon fontSize="inherit" aria-hidden />
            {t('list.notOnline')}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={ticket.isActive ? t('list.active') : t('list.retired')}
        color={ticket.isActive ? 'success' : 'default'}
        variant={ticket.isActive ? 'outlined' : 'filled'}
      />
      {canManage && (
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <IconButton aria-label={t('list.moveUp', { name: ticket.name })} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('list.moveDown', { name: ticket.name })} disabled={last} onClick={() => onMove(index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <Tooltip title={t('list.edit', { name: ticket.name })}>
            <IconButton component={RouterLink} to={editPath} aria-label={t('list.edit', { name: ticket.name })}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}

export default TicketsPage;
