import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * A search box: the magnifier before the text, the browser's search type (Escape clears it) unless
 * a page keeps a plain text box, and a `/` shortcut announced where the page focuses it on that key.
 *
 * Drawn as TextField draws an outlined field (a FormControl, its label and an OutlinedInput), not with TextField: the
 * book's search is on the host screen's first route, and TextField brings Select, NativeSelect and the filled and
 * standard inputs with it, about 55 kB of code a search box never uses (issue 34).
 */
export function SearchField({
  value,
  onChange,
  shortcut = false,
  type = 'search',
  label,
  placeholder,
  size = 'medium',
  fullWidth,
  inputRef,
  inputProps,
  sx,
}: {
  value: string;
  onChange: (text: string) => void;
  shortcut?: boolean;
  type?: 'search' | 'text';
  /** the visible label; without one, name the box with inputProps' aria-label */
  label?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} sx={sx}>
      {label && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        placeholder={placeholder}
        inputRef={inputRef}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ ...(shortcut ? { 'aria-keyshortcuts': '/' } : {}), ...inputProps }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize={size} />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
