import LogoutIcon from '@mui/icons-material/Logout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Session } from '@host/domain/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subPath } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const outletCount = session.userInfo?.brands.reduce((n, b) => n + b.outlets.length, 0) ?? 0;
  const name = session.outlet?.outletName ?? session.userInfo?.email ?? '';
  const go = (path: string) => {
    setAnchor(null);
    void navigate(localePath(subPath, path));
  };

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('account.menu')} aria-haspopup="menu">
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15, fontWeight: 700 }}>
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 260 } } }}>
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {session.outlet?.outletName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.userInfo?.email ?? t('account.outletSignIn', { code: session.quickCodeId })}
          </Typography>
          {session.userInfo?.isImpersonation && (
            <Typography variant="caption" color="warning.main" sx={{ fontWeight: 700 }}>
              {t('account.impersonating')}
            </Typography>
          )}
        </Box>
        <Divider />
        {session.isUserLoggedIn && session.userInfo?.kind === 'oddler' && (
          <MenuItem onClick={() => go('/support')}>
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            {t('account.openSupport')}
          </MenuItem>
        )}
        {session.isUserLoggedIn && outletCount > 1 && session.userInfo?.kind !== 'oddler' && (
          <MenuItem onClick={() => go('/login/switch')}>
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            {t('account.switchOutlet')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/logout')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
