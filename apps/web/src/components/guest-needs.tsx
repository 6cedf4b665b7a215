import NoMealsIcon from '@mui/icons-material/NoMeals';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dietaryAlert, type GuestNeeds } from '@host/domain/guest-needs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "Allergy: Shellfish, Vegetarian, Carries an EpiPen" in the host's language; null when nothing is known. */
export function needsText(needs: Pick<GuestNeeds, 'dietary' | 'dietaryNotes'> | null | undefined, t: TFunction): string | null {
  const alert = needs ? dietaryAlert(needs) : null;
  if (!alert) return null;
  const list = [...alert.needs.map((need) => t(`guestNeeds.${need}`, { ns: 'common' })), ...(alert.notes ? [alert.notes] : [])].join(', ');
  return t(alert.allergy ? 'guestNeeds.allergy' : 'guestNeeds.diet', { ns: 'common', list });
}

/**
 * A guest's allergies or diet where a row or a card has room for one mark (issue 32): red for an allergy, grey for a diet,
 * its words on hover and read aloud by screen readers, so the host at the door cannot miss it. `inline`: within a line of text.
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
