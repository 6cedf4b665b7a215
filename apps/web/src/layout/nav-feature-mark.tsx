import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../lib/visually-hidden';
import { useFeaturesOff } from '../state/entitlements';
import type { NavItem } from './nav-config';

/**
 * A lock after a navigation item whose feature the outlet's plan leaves off (issue 15): the item
 * stays, so the host can open it and read what the merchant must do.
 */
export function NavFeatureMark({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const off = useFeaturesOff();
  if (!item.feature || !off.has(item.feature)) return null;
  return (
    <>
      <LockOutlinedIcon fontSize="small" color="disabled" sx={{ ml: 1 }} data-testid={`nav-locked-${item.key}`} />
      <Box component="span" sx={visuallyHidden}>
        {` ${t('nav.notInPlan')}`}
      </Box>
    </>
  );
}
