import EventBusyIcon from '@mui/icons-material/EventBusy';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import StarIcon from '@mui/icons-material/Star';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AutoTag, AutoTagCode } from '@host/domain/guest-tags';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

/** How each computed tag looks: a risk in amber, a regular in green, a first visit in blue. */
const LOOK: Record<AutoTagCode, { color: 'warning' | 'success' | 'info'; icon: ReactElement }> = {
  NO_SHOW_RISK: { color: 'warning', icon: <EventBusyIcon /> },
  LATE_CANCELLER: { color: 'warning', icon: <TimerOffIcon /> },
  REGULAR: { color: 'success', icon: <StarIcon /> },
  FIRST_VISIT: { color: 'info', icon: <FiberNewIcon /> },
};

/** "Regular: 5 visits since March 2026", "First visit": what a tag counted, for the hover and a screen reader. */
export function autoTagText(tag: AutoTag, t: TFunction, month: (localDate: string) => string): string {
  const name = t(`guestTags.${tag.code}`, { ns: 'common' });
  if (tag.code === 'FIRST_VISIT' || !tag.since) return t('guestTags.firstVisitExplained', { ns: 'common' });
  return t('guestTags.explained', {
    ns: 'common',
    name,
    counted: t(`guestTags.counted.${tag.code}`, { ns: 'common', count: tag.count }),
    since: month(tag.since),
  });
}

/**
 * The tags Host worked out for a guest (issue 32): small chips by name (a tablet has no hover), each explained on hover and
 * read aloud with what it counted ("3 no-shows since March 2026"). Marked as computed, never confused with a host's own tags.
 */
export function GuestAutoTags({ tags, dense = false }: { tags: AutoTag[] | null | undefined; dense?: boolean }) {
  const { t } = useTranslation();
  const { month } = useFormat();
  if (!tags?.length) return null;
  return (
    <>
      {tags.map((tag) => {
        const text = autoTagText(tag, t, month);
        return (
          <Tooltip key={tag.code} title={text}>
            <Chip
              size="small"
              variant="outlined"
              color={LOOK[tag.code].color}
              icon={LOOK[tag.code].icon}
              label={t(`guestTags.${tag.code}`, { ns: 'common' })}
              role="img"
              aria-label={text}
              data-testid={`auto-tag-${tag.code}`}
              sx={{
                // On a phone's row a first visit gives way to the name; a risk or a regular stays.
                display: dense && tag.code === 'FIRST_VISIT' ? { xs: 'none', sm: 'inline-flex' } : undefined,
                height: dense ? 20 : 24,
                fontSize: dense ? 11 : 12,
                fontWeight: 600,
                flexShrink: 0,
                '& .MuiChip-icon': { fontSize: dense ? 14 : 16 },
              }}
            />
          </Tooltip>
        );
      })}
    </>
  );
}

/** Every tag's explanation in one line, for the label of what holds them (a floor table), or null when there is none. */
export function useAutoTagsText(): (tags: AutoTag[] | null | undefined) => string | null {
  const { t } = useTranslation();
  const { month } = useFormat();
  return (tags) => (tags?.length ? tags.map((tag) => autoTagText(tag, t, month)).join(t('guestNeeds.labelJoin', { ns: 'common' })) : null);
}

/**
 * Where only a mark fits (a floor table's tile): a risk's or a regular's icon in its colour, explained on hover. A first
 * visit is left to the table's label: on a floor of first-timers its mark on every tile would drown the others.
 */
export function GuestAutoTagMarks({ tags, size = 13 }: { tags: AutoTag[] | null | undefined; size?: number }) {
  const { t } = useTranslation();
  const { month } = useFormat();
  const marked = tags?.filter((tag) => tag.code !== 'FIRST_VISIT');
  if (!marked?.length) return null;
  return (
    <>
      {marked.map((tag) => {
        const text = autoTagText(tag, t, month);
        return (
          <Tooltip key={tag.code} title={text}>
            <Box
              component="span"
              role="img"
              aria-label={text}
              data-testid={`auto-tag-mark-${tag.code}`}
              sx={{
                display: 'inline-flex',
                verticalAlign: 'text-bottom',
                mr: 0.25,
                color: `${LOOK[tag.code].color}.main`,
                '& svg': { fontSize: size },
              }}
            >
              {LOOK[tag.code].icon}
            </Box>
          </Tooltip>
        );
      })}
    </>
  );
}
