import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** docs/rules.md section 3, theme settings, with their defaults. */
export interface ThemeSettings {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  contrast: 'default' | 'bold';
  layout: 'vertical' | 'horizontal' | 'mini';
  colorPreset: ColorPreset;
  stretch: boolean;
}
export const COLOR_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export const DEFAULT_SETTINGS: ThemeSettings = {
  mode: 'light',
  direction: 'ltr',
  contrast: 'default',
  layout: 'horizontal',
  colorPreset: 'blue',
  stretch: false,
};

const STORAGE_KEY = 'host.settings';

/** The settings this device keeps (the sign-in page, a light entry without this provider, reads them too). */
export function loadSettings(): ThemeSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<ThemeSettings>;
    return { ...DEFAULT_SETTINGS, ...stored };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

interface SettingsContextValue extends ThemeSettings {
  update: (patch: Partial<ThemeSettings>) => void;
  reset: () => void;
  isDefault: boolean;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Keeps the settings on this device; returns them. */
export function saveSettings(settings: ThemeSettings): ThemeSettings {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // no storage (a private window's quota): the choice holds until the page is left
  }
  return settings;
}

/** Theme settings kept in local storage, so a reload keeps dark mode and the rest. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadSettings);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const update = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((current) => saveSettings({ ...current, ...patch }));
  }, []);
  const reset = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
    setSettings(DEFAULT_SETTINGS);
  }, []);
  const value = useMemo(
    () => ({
      ...settings,
      update,
      reset,
      isDefault: JSON.stringify(settings) === JSON.stringify(DEFAULT_SETTINGS),
      drawerOpen,
      setDrawerOpen,
    }),
    [settings, update, reset, drawerOpen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings() {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}
