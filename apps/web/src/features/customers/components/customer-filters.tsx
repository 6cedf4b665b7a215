import CheckIcon from '@mui/icons-material/Check';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import type { Tag } from '@host/domain/brand-tags';
import { LAST_VISIT_WINDOWS, type LastVisitWindow } from '@host/domain/customers';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';

export interface Flags {
  noShows: boolean;
  sms: boolean;
  email: boolean;
}

/** The search box (a name in any script or a phone as written), the tag picker and three on/off filters. */
export function CustomerFilters({
  text,
  onText,
  tags,
  tagIds,
  onTagIds,
  flags,
  onFlag,
  lastVisit,
  onLastVisit,
  searchRef,
}: {
  text: string;
  onText: (text: string) => void;
  tags: Tag[];
  tagIds: string[];
  onTagIds: (ids: string[]) => void;
  flags: Flags;
  onFlag: (flag: keyof Flags, on: boolean) => void;
  lastVisit: LastVisitWindow | '';
  onLastVisit: (window: LastVisitWindow | '') => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('customers');
  const chosen = tags.filter((tag) => tagIds.includes(tag.id));
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <SearchField
        value={text}
        onChange={onText}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        inputRef={searchRef}
        shortcut
        sx={{ flex: '2 1 320px', minWidth: 0 }}
      />
      <Autocomplete
        multiple
        options={tags}
        value={chosen}
        onChange={(_, value) => onTagIds(value.map((v) => v.id))}
        getOptionLabel={(o) => o.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        limitTags={2}
        noOptionsText={t('list.noTags')}
        renderInput={(params) => <TextField {...params} label={t('list.tags')} />}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <TextField
        select
        label={t('list.lastVisit.label')}
        value={lastVisit}
        onChange={(e) => onLastVisit(e.target.value as LastVisitWindow | '')}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
      >
        <MenuItem value="">{t('list.lastVisit.any')}</MenuItem>
        {LAST_VISIT_WINDOWS.map((w) => (
          <MenuItem key={w} value={w}>
            {t(`list.lastVisit.${w}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('list.filters')}>
        {(['noShows', 'sms', 'email'] as const).map((flag) => (
          <Chip
            key={flag}
            label={t(`list.flag.${flag}`)}
            icon={flags[flag] ? <CheckIcon /> : undefined}
            color={flags[flag] ? 'primary' : 'default'}
            variant={flags[flag] ? 'filled' : 'outlined'}
            onClick={() => onFlag(flag, !flags[flag])}
            aria-pressed={flags[flag]}
            sx={{ height: 44, borderRadius: 22, px: 0.5 }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
