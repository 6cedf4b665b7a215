import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportOutlet } from '@host/domain/support';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { useSupportOutlets } from '../api/support';

const SEARCH_DELAY_MS = 250;

/** Any brand's outlet, by outlet or brand name, oms id or country; each opens as that outlet. */
export function OutletSearch({ currentOutletId, onOpen }: { currentOutletId: string | null; onOpen: (outlet: SupportOutlet) => void }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const outlets = useSupportOutlets(query, true);

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('search.title')}
      </Typography>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={setText}
        fullWidth
        sx={{ mb: 2 }}
      />
      {outlets.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : outlets.isError ? (
        <Alert severity="error">{t('search.failed')}</Alert>
      ) : outlets.data.length === 0 ? (
        <Alert severity="info">{t('search.none', { query })}</Alert>
      ) : (
        <Box component="ul" aria-label={t('search.results')} sx={{ m: 0, p: 0 }}>
          {outlets.data.map((outlet) => (
            <Stack
              key={outlet.id}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              sx={{
                listStyle: 'none',
                alignItems: { xs: 'stretch', sm: 'center' },
                gap: { xs: 1, sm: 1.5 },
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <StorefrontOutlinedIcon color="action" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{outlet.outletName}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('search.line', { brand: outlet.brandName, country: outlet.countryCode, oms: outlet.omsOutletId })}
                </Typography>
              </Box>
              {outlet.id === currentOutletId ? (
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                  {t('search.current')}
                </Typography>
              ) : (
                <Button
                  variant="outlined"
                  onClick={() => onOpen(outlet)}
                  aria-label={t('search.openLabel', { outlet: outlet.outletName })}
                  sx={{ flexShrink: 0, minHeight: 44, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {t('search.open')}
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Card>
  );
}
