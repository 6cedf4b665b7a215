import EventBusyIcon from '@mui/icons-material/EventBusy';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import StarIcon from '@mui/icons-material/Star';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AutoTag, AutoTagCode } from '@host/domain/guest-tags';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { PlainIcon, type PlainIconName } from './plain-icons';
import './plain.css';

/** How each computed tag looks: a risk in amber, a regular in green, a first visit in blue. */
const LOOK: Record<AutoTagCode, { color: 'warning' | 'success' | 'info'; icon: ReactElement; plain: PlainIconName }> = {
  NO_SHOW_RISK: { color: 'warning', icon: <EventBusyIcon />, plain: 'EventBusy' },
  LATE_CANCELLER: { color: 'warning', icon: <TimerOffIcon />, plain: 'TimerOff' },
  REGULAR: { color: 'success', icon: <StarIcon />, plain: 'Star' },
  FIRST_VISIT: { color: 'info', icon: <FiberNewIcon />, plain: 'FiberNew' },
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

/**
 * The same, dense, drawn with plain elements (plain.css) for a list of hundreds (the book's rows). Each explanation is the
 * chip's accessible name and its data-tip, which the list's one hover tip shows (hover-tip.tsx).
 */
export function PlainAutoTags({ tags, t }: { tags: AutoTag[] | null | undefined; t: TFunction }) {
  const { month } = useFormat();
  if (!tags?.length) return null;
  return (
    <>
      {tags.map((tag) => {
        const text = autoTagText(tag, t, month);
        return (
          <span
            key={tag.code}
            className={`hb-chip hb-chip-dense hb-chip-outlined hb-chip-strong hb-tone-${LOOK[tag.code].color}${
              tag.code === 'FIRST_VISIT' ? ' hb-wide-only' : ''
            }`}
            role="img"
            aria-label={text}
            data-tip={text}
            data-testid={`auto-tag-${tag.code}`}
          >
            <PlainIcon name={LOOK[tag.code].plain} />
            {t(`guestTags.${tag.code}`, { ns: 'common' })}
          </span>
        );
      })}
    </>
  );
}

/**
 * Where only a mark fits (a floor table's tile): a risk's or a regular's icon in its colour, explained on hover (its data-tip,
 * hover-tip.tsx). A first visit is left to the table's label: on a floor of first-timers its mark on every tile would drown
 * the others. Plain (plain.css): a floor draws dozens.
 */
export function GuestAutoTagMarks({ tags, t }: { tags: AutoTag[] | null | undefined; t: TFunction }) {
  const { month } = useFormat();
  const marked = tags?.filter((tag) => tag.code !== 'FIRST_VISIT');
  if (!marked?.length) return null;
  return (
    <>
      {marked.map((tag) => {
        const text = autoTagText(tag, t, month);
        return (
          <span
            key={tag.code}
            className={`hb-inline-mark hb-tone-${LOOK[tag.code].color}-main`}
            role="img"
            aria-label={text}
            data-tip={text}
            data-testid={`auto-tag-mark-${tag.code}`}
          >
            <PlainIcon name={LOOK[tag.code].plain} />
          </span>
        );
      })}
    </>
  );
}

/** Every tag's explanation in one line, for the label of what holds them (a floor table), or null when there is none. */
export function autoTagsText(tags: AutoTag[] | null | undefined, t: TFunction, month: (localDate: string) => string): string | null {
  return tags?.length ? tags.map((tag) => autoTagText(tag, t, month)).join(t('guestNeeds.labelJoin', { ns: 'common' })) : null;
}
