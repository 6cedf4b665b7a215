import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';
import { NAV } from '../theme/constants';
import { useSession } from '../state/session';
import { NAV_ITEMS, navItemsFor, type NavItem } from './nav-config';
import { NavFeatureMark } from './nav-feature-mark';
import { NavItemLabel } from './nav-item-label';

/** True when the path (below the locale) is this item's page or one of its sub-pages. */
export function useIsActive() {
  const { pathname } = useLocation();
  const below = `/${pathname.split('/').slice(2).join('/')}`;
  return (item: NavItem, exact = false) =>
    exact || item.path === '/reservations' ? below === item.path : below === item.path || below.startsWith(`${item.path}/`);
}

/** The sidebar's items; `mini` shows icons with their names underneath (the collapsed sidebar). */
export function NavList({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  const isActive = useIsActive();
  const [open, setOpen] = useState<Record<string, boolean>>({ settings: isActive(NAV_ITEMS.find((i) => i.key === 'settings')!) });
  const items = navItemsFor(useSession().data);

  return (
    <List component="nav" aria-label={t('nav.main')} sx={{ px: mini ? 0.5 : 2 }}>
      {items.map((item) => {
        const active = isActive(item);
        const label = t(`nav.${item.key}`);
        if (item.children && !mini) {
          return (
            <div key={item.key}>
              <ListItemButton
                onClick={() => setOpen((o) => ({ ...o, [item.key]: !o[item.key] }))}
                aria-expanded={Boolean(open[item.key])}
                sx={{ minHeight: NAV.H_DASHBOARD_ITEM, borderRadius: 1, mb: 0.5, color: active ? 'primary.main' : 'text.secondary' }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{item.icon}</ListItemIcon>
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500, fontSize: 14 } } }} />
                {open[item.key] ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              <Collapse in={open[item.key]} unmountOnExit>
                <List component="div" disablePadding>
                  {item.children.map((child) => {
                    const childActive = isActive(child, true);
                    return (
                      <ListItemButton
                        key={child.key}
                        component={NavLink}
                        to={localePath(subPath, child.path)}
                        onClick={onNavigate}
                        sx={{
                          minHeight: NAV.H_DASHBOARD_ITEM_SUB,
                          borderRadius: 1,
                          pl: 6.5,
                          color: childActive ? 'text.primary' : 'text.secondary',
                        }}
                      >
                        <ListItemText
                          primary={<NavItemLabel item={child} />}
                          slotProps={{ primary: { sx: { fontWeight: childActive ? 700 : 500, fontSize: 14 } } }}
                        />
                        <NavFeatureMark item={child} />
                      </ListItemButton>
                    );
                  })}
                </List>
              </Collapse>
            </div>
          );
        }
        const button = (
          <ListItemButton
            key={item.key}
            component={NavLink}
            to={localePath(subPath, item.children ? item.children[0]!.path : item.path)}
            onClick={onNavigate}
            aria-label={mini ? label : undefined}
            sx={{
              minHeight: mini ? 56 : NAV.H_DASHBOARD_ITEM,
              borderRadius: 1,
              mb: 0.5,
              flexDirection: mini ? 'column' : 'row',
              justifyContent: 'center',
              color: active ? 'primary.main' : 'text.secondary',
              bgcolor: active ? 'action.selected' : undefined,
            }}
          >
            <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit', justifyContent: 'center' }}>{item.icon}</ListItemIcon>
            <ListItemText
              primary={label}
              slotProps={{
                primary: {
                  sx: { fontWeight: active ? 700 : 500, fontSize: mini ? 10 : 14, textAlign: mini ? 'center' : 'start' },
                  noWrap: true,
                },
              }}
              sx={{ m: 0, width: mini ? '100%' : undefined }}
            />
          </ListItemButton>
        );
        return mini ? (
          <Tooltip key={item.key} title={label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}
