import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageFileProblem, type ImageKind, type OutletImage } from '@host/domain/booking-page-settings';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadOutletImage } from '../api/booking-page';
import { translateError, translateReason } from '../../../lib/server-messages';

/** A file's bytes as base64, as the upload call takes them. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * A logo or cover: the file is checked here first (type, 5 MB), sent, resized by the server and
 * shown; the booking page uses it once the form is saved.
 */
export function ImagePicker({
  outletId,
  kind,
  image,
  onChange,
}: {
  outletId: string;
  kind: ImageKind;
  image: OutletImage | null;
  onChange: (image: OutletImage | null) => void;
}) {
  const { t } = useTranslation('bookingPage');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const what = t(kind === 'logo' ? 'images.logoWhat' : 'images.coverWhat');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) return setProblem(translateReason(refused) ?? t('images.failed'));
    setBusy(true);
    setProblem(null);
    try {
      const uploaded = await uploadOutletImage(outletId, { kind, data: await base64Of(file) });
      onChange(uploaded);
      enqueueSnackbar(t('images.uploaded'), { variant: 'info' });
    } catch (error) {
      setProblem(translateError(error, t('images.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {t(kind === 'logo' ? 'images.logo' : 'images.cover')}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderStyle: image ? 'solid' : 'dashed',
          borderRadius: 1,
          bgcolor: 'action.hover',
          aspectRatio: kind === 'logo' ? '1 / 1' : '8 / 3',
          maxWidth: kind === 'logo' ? 160 : '100%',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt=""
            data-testid={`${kind}-image`}
            sx={{ width: '100%', height: '100%', objectFit: kind === 'logo' ? 'contain' : 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('images.none')}
          </Typography>
        )}
      </Box>
      {image && (
        <Typography variant="caption" color="text.secondary">
          {t('images.size', { width: image.width, height: image.height })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t(kind === 'logo' ? 'images.logoHint' : 'images.coverHint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />} loading={busy} sx={{ minHeight: 44 }}>
          {t(image ? 'images.replace' : 'images.upload', { what })}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t(image ? 'images.replace' : 'images.upload', { what })}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {image && (
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => onChange(null)} sx={{ minHeight: 44 }}>
            {t('images.remove', { what })}
          </Button>
        )}
      </Stack>
      {problem && (
        <Typography role="alert" variant="body2" color="error" data-testid={`${kind}-problem`}>
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
