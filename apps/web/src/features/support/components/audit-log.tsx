import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImpersonationAudit, ImpersonationWrite } from '@host/domain/support';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { AuditChanges } from './audit-changes';

/**
 * The impersonation audit log (issue 15): who opened which outlet, when, why, until when, and every
 * write made in it. Support staff read every brand's (/support); a merchant their brand's
 * (/settings/support-access, issue 27): `texts` names the keys under support.json for each.
 */
export function AuditLog({ audit, texts = 'audit' }: { audit: UseQueryResult<ImpersonationAudit[]>; texts?: 'audit' | 'access' }) {
  const { t } = useTranslation('support');
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2">
        {t(texts === 'audit' ? 'audit.title' : 'access.logTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(texts === 'audit' ? 'audit.subtitle' : 'access.logSubtitle')}
      </Typography>
      {audit.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : audit.isError ? (
        <Alert severity="error">{t('audit.failed')}</Alert>
      ) : audit.data.length === 0 ? (
        <Alert severity="info">{t(`${texts}.empty`)}</Alert>
      ) : (
        <Box data-testid="audit-log">
          {audit.data.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Card>
  );
}

function AuditEntry({ entry }: { entry: ImpersonationAudit }) {
  const { t } = useTranslation('support');
  const fmt = useFormat();
  const summaryId = `audit-${entry.id}`;
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }} data-testid="audit-entry">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-writes`}>
        <Stack sx={{ minWidth: 0, flexGrow: 1, gap: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{entry.outletName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {entry.brandName}
            </Typography>
            {entry.endedAt ? null : <Chip size="small" color="warning" label={t('audit.open')} />}
            <Chip size="small" variant="outlined" label={t('audit.changes', { count: entry.writeCount })} />
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.reason', { reason: entry.reason })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.who', {
              email: entry.supportEmail,
              started: fmt.dateTimeIn(new Date(entry.startedAt), entry.timezone),
              ended: entry.endedAt ? fmt.dateTimeIn(new Date(entry.endedAt), entry.timezone) : t('audit.stillOpen'),
            })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-writes`}>
        {entry.writes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('audit.noChanges')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('audit.writesLabel', { outlet: entry.outletName })} sx={{ m: 0, p: 0 }}>
            {entry.writes.map((write) => (
              <WriteRow key={write.id} write={write} timezone={entry.timezone} />
            ))}
          </Box>
        )}
        {entry.writeCount > entry.writes.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('audit.more', { count: entry.writeCount - entry.writes.length })}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** One write: when (by the outlet's clock), what (method and route), on which ids, what it changed, and how it ended. */
function WriteRow({ write, timezone }: { write: ImpersonationWrite; timezone: string }) {
  const { t } = useTranslation('support');
  const fmt = useFormat();
  const ok = write.statusCode < 400;
  return (
    <Stack
      component="li"
      data-testid="audit-write"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        listStyle: 'none',
        gap: { xs: 0.25, sm: 1.5 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, minWidth: 120 }}>
        {fmt.dateTimeIn(new Date(write.at), timezone)}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {write.method} {write.route}
        </Typography>
        {Object.entries(write.ids).map(([name, id]) => (
          <Typography
            key={name}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {name}: {id}
          </Typography>
        ))}
        <AuditChanges changes={write.changes} />
      </Box>
      <Chip
        size="small"
        color={ok ? 'success' : 'default'}
        variant={ok ? 'filled' : 'outlined'}
        label={t(ok ? 'audit.statusOk' : 'audit.statusRefused', { status: write.statusCode })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
    </Stack>
  );
}
