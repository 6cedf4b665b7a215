import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A search box: the magnifier before the text, the browser's search type (Escape clears it) unless
 * a page keeps a plain text box, and a `/` shortcut announced where the page focuses it on that key.
 */
export function SearchField({
  value,
  onChange,
  shortcut = false,
  type = 'search',
  slotProps,
  ...rest
}: Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (text: string) => void;
  shortcut?: boolean;
  type?: 'search' | 'text';
}) {
  const small = rest.size === 'small';
  return (
    <TextField
      {...rest}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(shortcut ? { 'aria-keyshortcuts': '/' } : {}), ...(slotProps?.htmlInput as object | undefined) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize={small ? 'small' : 'medium'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
