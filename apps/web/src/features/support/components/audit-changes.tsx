import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditedChange } from '@host/domain/support';
import { useTranslation } from 'react-i18next';
import { auditChangeText } from './audit-values';

/**
 * What one write did (issue 27): each field it changed as `field: old → new`, or, when only what was
 * sent is known (a refused write, a creation), `field: value` under a caption that says so. The
 * server has masked phones and emails and dropped secrets already.
 */
export function AuditChanges({ changes }: { changes: AuditedChange[] }) {
  const { t } = useTranslation('support');
  if (changes.length === 0) return null;
  const isSent = changes.every((change) => change.kind === 'sent');
  const caption = t(isSent ? 'audit.sentFields' : 'audit.changedFields');
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {caption}
      </Typography>
      <Box component="ul" aria-label={caption} sx={{ m: 0, pl: 2 }}>
        {changes.map((change) => (
          <Typography
            key={change.field}
            component="li"
            variant="body2"
            data-testid="audit-change"
            sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {auditChangeText(change, t)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
