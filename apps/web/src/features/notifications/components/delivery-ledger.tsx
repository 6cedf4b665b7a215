import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_CHANNELS, DELIVERY_STATES, type DeliveryView } from '@host/domain/notifications/contract';
import { parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { HeadingWithHint } from '../../../components/heading-with-hint';
import { CHANNEL_ICON, STATE_COLOR } from './message-look';
import { useCaughtMail, useDeliveryLedger } from '../api/notifications';
import { phoneForDisplay } from '@host/domain/phone';

/**
 * The outlet's delivery ledger (issue 14): every message to a guest, newest first, with its state,
 * attempts and why it failed; a mail opens as the guest's inbox shows it (the local catcher), an SMS
 * or a call as it was sent.
 */
export function DeliveryLedger({ outletId, timeZone }: { outletId: string; timeZone: string }) {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const [state, setState] = useState('');
  const [channel, setChannel] = useState('');
  const [open, setOpen] = useState<DeliveryView | null>(null);
  const pages = useDeliveryLedger(outletId, { state, channel });
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const when = (iso: string) => f.dateTimeIn(parseISO(iso), timeZone);

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="ledger-heading">
      <Stack spacing={2}>
        <HeadingWithHint id="ledger-heading" title={t('ledger.title')} hint={t('ledger.subtitle')} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('ledger.channel')}
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
            sx={{ flex: '0 1 240px', minWidth: 160 }}
          >
            <MenuItem value="">{t('ledger.all')}</MenuItem>
            {DELIVERY_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`channel.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('ledger.state')}
            value={state}
            onChange={(e) => setState(e.target.value)}
            sx={{ flex: '0 1 240px', minWidth: 160 }}
          >
            <MenuItem value="">{t('ledger.all')}</MenuItem>
            {DELIVERY_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`state.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {pages.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : rows.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary' }}>
            <MarkEmailReadOutlinedIcon sx={{ fontSize: 40 }} />
            <Typography>{t('ledger.empty')}</Typography>
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="ledger-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ledger.when')}</TableCell>
                  <TableCell>{t('ledger.booking')}</TableCell>
                  <TableCell>{t('ledger.message')}</TableCell>
                  <TableCell>{t('ledger.to')}</TableCell>
                  <TableCell>{t('ledger.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((d) => (
                  <TableRow key={d.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(d)} data-testid="ledger-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(d.sentAt ?? d.createdAt)}</TableCell>
                    <TableCell>{d.reservationCode ?? '—'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box role="img" sx={{ display: 'flex', color: 'text.secondary' }} aria-label={t(`channel.${d.channel}`)}>
                          {CHANNEL_ICON[d.channel]}
                        </Box>
                        <Button size="small" sx={{ p: 0, minWidth: 0, textTransform: 'none' }} onClick={() => setOpen(d)}>
                          {t(`template.${d.template}`)}
                        </Button>
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{recipientOf(d)}</TableCell>
                    <TableCell>
                      <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
                        <Chip size="small" variant="outlined" color={STATE_COLOR[d.state] ?? 'default'} label={t(`state.${d.state}`)} />
                        {d.attempts > 1 && (
                          <Typography variant="caption" color="text.secondary">
                            {t('ledger.attempts', { count: d.attempts })}
                          </Typography>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {pages.hasNextPage && (
          <Box>
            <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('ledger.more')}
            </Button>
          </Box>
        )}
      </Stack>
      {open && <MessageDialog outletId={outletId} delivery={open} when={when} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** One message as the guest got it: a caught mail as the catcher kept it, else the text that was sent. */
function MessageDialog({
  outletId,
  delivery,
  when,
  onClose,
}: {
  outletId: string;
  delivery: DeliveryView;
  when: (iso: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const isCaughtMail = delivery.channel === 'email' && delivery.state === 'delivered';
  const mail = useCaughtMail(outletId, delivery.id, isCaughtMail);
  const subject = mail.data?.subject ?? delivery.subject;
  const body = mail.data?.text ?? delivery.body;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{t(`template.${delivery.template}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t(`channel.${delivery.channel}`)} · {recipientOf(delivery)} · {when(delivery.sentAt ?? delivery.createdAt)}
          </Typography>
          {mail.data?.from && (
            <Typography variant="body2" color="text.secondary">
              {t('ledger.from', { from: mail.data.from })}
            </Typography>
          )}
          {mail.data?.replyTo && (
            <Typography variant="body2" color="text.secondary">
              {t('ledger.replyTo', { address: mail.data.replyTo })}
            </Typography>
          )}
          {subject && <Typography sx={{ fontWeight: 600 }}>{subject}</Typography>}
          {mail.data?.html && <MailFrame html={mail.data.html} title={t('ledger.asSeen')} />}
          {mail.data?.html ? (
            <Accordion disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="body2">{t('ledger.plainText')}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography lang={delivery.language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
                  {body.trim()}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ) : (
            <Typography lang={delivery.language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
              {body.trim()}
            </Typography>
          )}
          {delivery.lastError && (
            <Typography variant="body2" color="error">
              {t('ledger.error', { error: delivery.lastError, count: delivery.attempts })}
            </Typography>
          )}
          {isCaughtMail && mail.data && (
            <Typography variant="caption" color="text.secondary">
              {t('ledger.caught')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ledger.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A mail's HTML part as the guest's reader draws it, in a frame that runs nothing (sandbox) and
 * whose links lead nowhere: a tap by staff must not confirm or cancel for the guest.
 */
function MailFrame({ html, title }: { html: string; title: string }) {
  const inert = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const link of doc.querySelectorAll('[href]')) link.removeAttribute('href');
    return `<!doctype html>${doc.documentElement.outerHTML}`;
  }, [html]);
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={inert}
      data-testid="mail-frame"
      sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f4f6f8' }}
    />
  );
}

/** A phone as its country writes it (issue 28: the ledger showed +6597001031); an email as it is. */
function recipientOf(delivery: { channel: string; recipient: string }) {
  return delivery.channel === 'email' ? delivery.recipient : phoneForDisplay(delivery.recipient);
}
