import type { ColorPreset } from './settings';

/**
 * Preset main colours, dark enough for white text to meet WCAG AA on buttons (docs/ui.md). Without MUI: the sign-in page
 * (its own light entry) reads them too.
 */
export const PRESET_COLORS: Record<ColorPreset, { light: string; main: string; dark: string }> = {
  default: { light: '#5BE49B', main: '#007867', dark: '#004B50' },
  purple: { light: '#A996FF', main: '#5119B7', dark: '#27097A' },
  cyan: { light: '#68CDF9', main: '#0351AB', dark: '#012972' },
  blue: { light: '#76B0F1', main: '#1D5FC5', dark: '#103996' },
  orange: { light: '#FFD666', main: '#B76E00', dark: '#7A4100' },
  red: { light: '#FFAC82', main: '#B71D18', dark: '#7A0916' },
};
