import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ConsentChannel } from '@host/domain/marketing-consent';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, saveAnsweredFile } from '../../../lib/http';
import { useBrandRefusal } from '../../../state/roles';

/**
 * The guests who agreed to marketing on a channel (issue 32, PDPA), as the server's CSV file: the merchant's only, so outlet
 * staff are not offered it. Only a yes is in the file; a guest who said nothing, or no, is not.
 */
export function MarketingExportButton({ brandId }: { brandId: string | undefined }) {
  const { t } = useTranslation('customers');
  const refused = useBrandRefusal('exportMarketing');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useMutation({
    mutationFn: async (channel: ConsentChannel) => {
      const response = await api<Response>(`/api/v1/brands/${brandId}/marketing-export?channel=${channel}&format=csv`, {
        raw: true,
        headers: { Accept: 'text/csv' },
      });
      await saveAnsweredFile(response, `marketing-${channel}.csv`);
    },
  });
  if (refused !== null || !brandId) return null;
  const pick = (channel: ConsentChannel) => {
    setAnchor(null);
    download.mutate(channel);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        loading={download.isPending}
        aria-haspopup="menu"
      >
        {t('consent.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('sms')}>{t('consent.exportSms')}</MenuItem>
        <MenuItem onClick={() => pick('email')}>{t('consent.exportEmail')}</MenuItem>
      </Menu>
    </>
  );
}
