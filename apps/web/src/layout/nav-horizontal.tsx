import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';
import { NAV } from '../theme/constants';
import { useSession } from '../state/session';
import { navItemsFor, type NavItem } from './nav-config';
import { NavFeatureMark } from './nav-feature-mark';
import { NavItemLabel } from './nav-item-label';
import { useIsActive } from './nav-list';

/** The horizontal layout's bar of sections under the header (large screens). */
export function NavHorizontal() {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: NavItem } | null>(null);
  const session = useSession().data;

  // A horizontal item is 32 px high (docs/ui.md, layout constants): the bar is a desk's, under the header at 1280 px and up.
  const itemSx = (active: boolean) => ({
    // The theme's 44 px touch height is for what a finger taps; this bar shows on a desk's screen only (an iPad is 760 px wide).
    height: NAV.H_DASHBOARD_ITEM_HORIZONTAL,
    minHeight: NAV.H_DASHBOARD_ITEM_HORIZONTAL,
    py: 0,
    px: 1.5,
    fontWeight: active ? 700 : 500,
    color: active ? 'primary.main' : 'text.secondary',
    bgcolor: active ? 'action.selected' : 'transparent',
    whiteSpace: 'nowrap',
  });

  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: 'flex', gap: 0.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      {navItemsFor(session).map((item) =>
        item.children ? (
          <Button
            key={item.key}
            startIcon={item.icon}
            endIcon={<ExpandMoreIcon />}
            aria-haspopup="menu"
            onClick={(e) => setMenu({ anchor: e.currentTarget, item })}
            sx={itemSx(isActive(item))}
          >
            {t(`nav.${item.key}`)}
          </Button>
        ) : (
          <Button key={item.key} component={NavLink} to={localePath(subPath, item.path)} startIcon={item.icon} sx={itemSx(isActive(item))}>
            {t(`nav.${item.key}`)}
          </Button>
        ),
      )}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menu?.item.children?.map((child) => (
          <MenuItem
            key={child.key}
            selected={isActive(child, true)}
            onClick={() => {
              setMenu(null);
              void navigate(localePath(subPath, child.path));
            }}
          >
            <NavItemLabel item={child} />
            <NavFeatureMark item={child} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
