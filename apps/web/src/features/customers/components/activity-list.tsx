import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CustomerActivity } from '@host/domain/customers';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { useFormat } from '../../../i18n/format';

/** What was done to the guest's profile, newest first: when, who, what, and which fields. */
export function ActivityList({ activities }: { activities: CustomerActivity[] }) {
  const { t, i18n } = useTranslation('customers');
  const f = useFormat();
  const timeZone = useSession().data?.brand?.timezone ?? 'Asia/Singapore';
  if (activities.length === 0) return <Typography color="text.secondary">{t('activity.empty')}</Typography>;
  const fieldName = (field: string) => (i18n.exists(`fields.${field}`, { ns: 'customers' }) ? t(`fields.${field}`) : null);
  /** What a merge could not place on the kept profile, as the host reads it: "Email: a@b.com · Phone: +65 …". */
  const setAsideText = (changes: Record<string, unknown>) => {
    const setAside = (changes.setAside ?? {}) as Record<string, string>;
    const parts = Object.entries(setAside).map(
      ([field, value]) => `${fieldName(field) ?? t(`activity.linked.${field}`, { defaultValue: field })}: ${value}`,
    );
    return parts.length ? t('activity.setAside', { values: parts.join(' · ') }) : null;
  };
  return (
    <List dense disablePadding>
      {activities.map((a) => {
        const fields = Object.keys(a.changes ?? {})
          .map(fieldName)
          .filter(Boolean)
          .join(', ');
        const what = i18n.exists(`activity.actions.${a.action}`, { ns: 'customers' })
          ? t(`activity.actions.${a.action}`)
          : t('activity.actions.other');
        const setAside = a.action === 'merged' ? setAsideText(a.changes ?? {}) : null;
        const actor = a.actorName ?? t(`activity.actor.${a.actorKind === 'outlet' ? 'outlet' : 'system'}`);
        const when = `${f.dateTimeIn(parseISO(a.createdAt), timeZone)} · ${actor}`;
        return (
          <ListItem key={a.id} disableGutters divider data-testid="activity-row">
            <ListItemText
              primary={fields ? `${what}: ${fields}` : what}
              secondary={
                setAside ? (
                  <>
                    <span style={{ display: 'block' }}>{setAside}</span>
                    {when}
                  </>
                ) : (
                  when
                )
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
