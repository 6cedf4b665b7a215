import { darken, type Theme } from '@mui/material/styles';

type Tone = 'warning' | 'success' | 'info' | 'error';

/**
 * The theme as CSS variables for the parts drawn with plain elements and class names (plain.css, the book's rows): set once
 * on what holds them, so 200 rows read the host's light or dark theme, contrast and colour without styling each element.
 * An outlined chip's word is its tone darkened on a light page, as theme.ts does for MUI's Chip (WCAG AA on white).
 */
export function plainThemeVariables(theme: Theme): Record<`--hb-${string}`, string> {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const word = (tone: Tone) => (dark ? palette[tone].main : darken(palette[tone].main, 0.35));
  return {
    '--hb-text': palette.text.primary,
    '--hb-text-2': palette.text.secondary,
    '--hb-divider': palette.divider,
    '--hb-paper': palette.background.paper,
    '--hb-primary': palette.primary.main,
    '--hb-primary-dark': palette.primary.dark,
    '--hb-on-primary': palette.primary.contrastText,
    '--hb-action': palette.action.active,
    '--hb-hover': palette.action.hover,
    '--hb-selected': palette.action.selected,
    '--hb-outline': dark ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
    '--hb-warning': word('warning'),
    '--hb-warning-main': palette.warning.main,
    '--hb-warning-dark': palette.warning.dark,
    '--hb-on-warning': palette.warning.contrastText,
    '--hb-success': word('success'),
    '--hb-success-main': palette.success.main,
    '--hb-info': word('info'),
    '--hb-info-main': palette.info.main,
    '--hb-error': word('error'),
    '--hb-error-main': palette.error.main,
    '--hb-on-error': palette.error.contrastText,
    '--hb-radius': `${theme.shape.borderRadius}px`,
  };
}
