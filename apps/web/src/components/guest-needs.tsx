import NoMealsIcon from '@mui/icons-material/NoMeals';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dietaryAlert, type GuestNeeds } from '@host/domain/guest-needs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from './plain-icons';
import './plain.css';

/** A need by name where it is shown (another allergy briefly: its words follow). */
const needName = (need: string, t: TFunction) => t(`guestNeeds.${need === 'otherAllergy' ? 'otherAllergyShort' : need}`, { ns: 'common' });

/**
 * "Allergies: Shellfish, Nuts · Diet: Halal · Carries an EpiPen" in the host's language (its own list separator); null when
 * nothing is known.
 */
export function needsText(needs: Partial<Pick<GuestNeeds, 'dietary' | 'dietaryNotes'>> | null | undefined, t: TFunction): string | null {
  const alert = needs ? dietaryAlert(needs) : null;
  if (!alert) return null;
  const separator = t('guestNeeds.separator', { ns: 'common' });
  const named = (list: string[]) => list.map((need) => needName(need, t)).join(separator);
  return [
    alert.allergies.length
      ? t('guestNeeds.allergies', { ns: 'common', count: alert.allergies.length, list: named(alert.allergies) })
      : null,
    alert.diets.length ? t('guestNeeds.diet', { ns: 'common', list: named(alert.diets) }) : null,
    alert.notes,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A guest's allergies or diet where a row or a card has room for one mark (issue 32): red for an allergy, grey for a diet
 * or a note, its words on hover and read aloud by screen readers. `inline`: within a line of text. A row that has room
 * shows the allergens' names too (GuestNeedsChip), since a tablet has no hover.
 */
export function GuestNeedsMark({
  needs,
  size = 18,
  inline = false,
}: {
  needs: GuestNeeds | null | undefined;
  size?: number;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const alert = needs ? dietaryAlert(needs) : null;
  const text = needsText(needs, t);
  if (!alert || !text) return null;
  const Icon = alert.allergy ? NoMealsIcon : RestaurantMenuIcon;
  return (
    <Tooltip title={text}>
      <Icon
        role="img"
        aria-label={text}
        aria-hidden={false}
        data-testid="guest-needs"
        sx={{
          fontSize: size,
          color: alert.allergy ? 'error.main' : 'text.secondary',
          flexShrink: 0,
          // In a line of text (a floor tile's name), it sits on the text and keeps a gap before the name.
          ...(inline && { verticalAlign: 'text-bottom', mr: 0.25 }),
        }}
      />
    </Tooltip>
  );
}

/** On a row with room: the allergens by name in a small red chip (a tablet has no hover), else the mark alone. */
export function GuestNeedsChip({ needs }: { needs: GuestNeeds | null | undefined }) {
  const { t } = useTranslation();
  const alert = needs ? dietaryAlert(needs) : null;
  const text = needsText(needs, t);
  if (!alert || !text) return null;
  if (!alert.allergy) return <GuestNeedsMark needs={needs} />;
  const names = alert.allergies.map((need) => needName(need, t)).join(t('guestNeeds.separator', { ns: 'common' }));
  return (
    <Tooltip title={text}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        icon={<NoMealsIcon />}
        label={names}
        role="img"
        aria-label={text}
        data-testid="guest-needs"
        sx={{ height: 20, fontSize: 11, fontWeight: 700, flexShrink: 0, '& .MuiChip-icon': { fontSize: 14 } }}
      />
    </Tooltip>
  );
}

/**
 * The same drawn with plain elements (plain.css) for a list of hundreds (the book's rows): the allergens named in red, or a
 * diet's or a note's grey mark; the words are its accessible name and its data-tip (the list's hover tip, hover-tip.tsx).
 */
export function PlainNeedsChip({ needs, t }: { needs: GuestNeeds | null | undefined; t: TFunction }) {
  const alert = needs ? dietaryAlert(needs) : null;
  const text = needsText(needs, t);
  if (!alert || !text) return null;
  if (!alert.allergy)
    return (
      <span className="hb-needs-mark" role="img" aria-label={text} data-tip={text} data-testid="guest-needs">
        <PlainIcon name="RestaurantMenu" />
      </span>
    );
  const names = alert.allergies.map((need) => needName(need, t)).join(t('guestNeeds.separator', { ns: 'common' }));
  return (
    <span
      className="hb-chip hb-chip-dense hb-chip-outlined hb-chip-bold hb-tone-error"
      role="img"
      aria-label={text}
      data-tip={text}
      data-testid="guest-needs"
    >
      <PlainIcon name="NoMeals" />
      {names}
    </span>
  );
}

/** GuestNeedsMark within a floor tile's line of text, drawn plain (plain.css): its words are its data-tip (hover-tip.tsx). */
export function PlainNeedsMark({ needs, t }: { needs: GuestNeeds | null | undefined; t: TFunction }) {
  const alert = needs ? dietaryAlert(needs) : null;
  const text = needsText(needs, t);
  if (!alert || !text) return null;
  return (
    <span
      className={alert.allergy ? 'hb-inline-mark hb-tone-error-main' : 'hb-inline-mark hb-tone-quiet'}
      role="img"
      aria-label={text}
      data-tip={text}
      data-testid="guest-needs"
    >
      <PlainIcon name={alert.allergy ? 'NoMeals' : 'RestaurantMenu'} />
    </span>
  );
}

/** The same at full length where the host decides (the seat and table dialogs): the allergy as an alert, then the seating wish. */
export function GuestNeedsNotice({ needs }: { needs: GuestNeeds | null | undefined }) {
  const { t } = useTranslation();
  const alert = needs ? dietaryAlert(needs) : null;
  const text = needsText(needs, t);
  const seating = needs?.seatingPreference?.trim();
  if (!text && !seating) return null;
  return (
    <>
      {alert && text && (
        <Alert
          severity={alert.allergy ? 'error' : 'info'}
          icon={alert.allergy ? <NoMealsIcon fontSize="inherit" /> : <RestaurantMenuIcon fontSize="inherit" />}
          sx={{ py: 0, fontWeight: alert.allergy ? 600 : 400 }}
          data-testid="guest-needs-notice"
        >
          {text}
        </Alert>
      )}
      {seating && (
        <Typography variant="body2" color="text.secondary">
          {t('guestNeeds.seating', { ns: 'common', text: seating })}
        </Typography>
      )}
    </>
  );
}
