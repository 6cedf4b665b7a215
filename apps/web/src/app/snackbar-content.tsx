import { darken, styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's own colours put white text on a light green or orange (about 3:1), below WCAG AA's
 * 4.5:1 for a message a host must read at a glance: the theme's colours, darkened until they pass.
 */
export const SnackbarContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: darken(theme.palette.success.main, 0.35), color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: darken(theme.palette.error.main, 0.2), color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: darken(theme.palette.warning.main, 0.45), color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: darken(theme.palette.info.main, 0.3), color: '#fff' },
}));

export const SNACKBAR_COMPONENTS = {
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
  default: SnackbarContent,
};
