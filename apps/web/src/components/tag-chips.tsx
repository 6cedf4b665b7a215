import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import { tagColourOf, type Tag } from '@host/domain/brand-tags';
import type { TFunction } from 'i18next';
import './plain.css';

/** The tint behind a tag's title: brand-tags.test.ts checks the title's contrast on it in both themes. */
const TINT = 0.12;

/**
 * One of the brand's tags (issue 32: VIP, Wheelchair, Birthday club) in its colour: the title in the strong colour on a
 * light tint of it, with a dot of the colour so two tags of near colours still differ by their words. `dense`: a row's.
 */
export function TagChip({ tag, dense = false }: { tag: Tag; dense?: boolean }) {
  const theme = useTheme();
  const colour = tagColourOf(tag.colour);
  const color = theme.palette.mode === 'dark' ? colour.darkColor : colour.color;
  return (
    <Chip
      size="small"
      label={tag.title}
      data-testid="tag-chip"
      data-colour={tag.colour}
      sx={{
        height: dense ? 20 : 24,
        fontSize: dense ? 11 : 12,
        fontWeight: 600,
        flexShrink: 0,
        color,
        bgcolor: alpha(color, TINT),
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: color, ml: 1, mr: -0.25, flexShrink: 0 },
      }}
    />
  );
}

/** A guest's or a booking's tags, a few then "+n" (the rest's titles on hover and read aloud). */
export function TagChips({ tags, max = 3, dense = false }: { tags: readonly Tag[]; max?: number; dense?: boolean }) {
  if (!tags.length) return null;
  const rest = tags.slice(max);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid="tag-chips">
      {tags.slice(0, max).map((tag) => (
        <TagChip key={tag.id} tag={tag} dense={dense} />
      ))}
      {rest.length > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={`+${rest.length}`}
          title={rest.map((tag) => tag.title).join(', ')}
          aria-label={rest.map((tag) => tag.title).join(', ')}
          sx={{ height: dense ? 20 : 24, fontSize: dense ? 11 : 12 }}
        />
      )}
    </Stack>
  );
}

/** The same, dense, drawn with plain elements (plain.css) for a list of hundreds (the book's rows). */
export function PlainTagChips({ tags, max = 3 }: { tags: readonly Tag[]; max?: number }) {
  const dark = useTheme().palette.mode === 'dark';
  if (!tags.length) return null;
  const rest = tags.slice(max);
  const restTitles = rest.map((tag) => tag.title).join(', ');
  return (
    <span className="hb-tags" data-testid="tag-chips">
      {tags.slice(0, max).map((tag) => {
        const colour = tagColourOf(tag.colour);
        const color = dark ? colour.darkColor : colour.color;
        return (
          <span
            key={tag.id}
            className="hb-chip hb-chip-dense hb-chip-strong hb-chip-dot"
            data-testid="tag-chip"
            data-colour={tag.colour}
            style={{ color, background: alpha(color, TINT) }}
          >
            {tag.title}
          </span>
        );
      })}
      {rest.length > 0 && (
        <span className="hb-chip hb-chip-dense hb-chip-outlined hb-chip-plain" data-tip={restTitles} aria-label={restTitles}>
          +{rest.length}
        </span>
      )}
    </span>
  );
}

/**
 * The tags as small dots in their colours, where a floor's table has no room for words (the table's label says them); each
 * dot's title is its data-tip, shown on hover (hover-tip.tsx). Plain (plain.css): a floor draws dozens.
 */
export function TagDots({ tags }: { tags: readonly Tag[] }) {
  const dark = useTheme().palette.mode === 'dark';
  if (!tags.length) return null;
  return (
    <>
      {tags.slice(0, 4).map((tag) => {
        const colour = tagColourOf(tag.colour);
        return (
          <span
            key={tag.id}
            className="hb-tag-dot"
            data-tip={tag.title}
            aria-hidden
            data-testid="tag-dot"
            style={{ background: dark ? colour.darkColor : colour.color }}
          />
        );
      })}
    </>
  );
}

/** "Tags: VIP, Wheelchair" in the host's language, for what reads a card or a table aloud; null without tags. */
export function tagTitles(tags: readonly Tag[], t: TFunction): string | null {
  if (!tags.length) return null;
  return t('tags.said', { ns: 'common', list: tags.map((tag) => tag.title).join(t('guestNeeds.separator', { ns: 'common' })) });
}
