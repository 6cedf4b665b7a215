import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BRAND_TAG_LIMIT } from '@host/domain/brand-tags';
import { type BrandTagInput, type BrandTagView } from '@host/domain/brand-tags-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { TagChip } from '../../../components/tag-chips';
import { ApiError } from '../../../lib/http';
import { handleError } from '../../../lib/notify';
import { reasonOf, translateError } from '../../../lib/server-messages';
import { brandTagKeys, createBrandTag, deleteBrandTag, updateBrandTag, useBrandTags } from '../../../state/brand-tags';
import { useBrandRefusal } from '../../../state/roles';
import { BrandTagDialog } from './brand-tag-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; tag: BrandTagView } | { kind: 'delete'; tag: BrandTagView } | null;

/**
 * The brand's own tags (issue 32): VIP, Wheelchair, Birthday club, each in a colour, put by hosts on guests and bookings and
 * shown wherever the host decides. The merchant adds, renames, recolours and deletes them; outlet staff see the list.
 */
export function BrandTagsCard({ brandId }: { brandId: string }) {
  const { t } = useTranslation('settings');
  const refused = useBrandRefusal('manageGuestTags');
  const tags = useBrandTags(brandId);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const close = () => {
    setEditing(null);
    setTitleError(undefined);
  };
  const failed = (error: unknown) => {
    // Another tag has the title: said at the field, the dialog kept open with what was typed.
    if (error instanceof ApiError && reasonOf(error.details).reason === 'tagNameTaken') {
      return setTitleError(translateError(error, t('brandTags.failed')));
    }
    if (error instanceof ApiError && error.status === 409) {
      // Changed or deleted by someone else meanwhile: the list as it is now, and the dialog closed.
      enqueueSnackbar(t('brandTags.changedMeanwhile'), { variant: 'warning' });
      close();
      return void client.invalidateQueries({ queryKey: brandTagKeys.all(brandId) });
    }
    if (error instanceof ApiError && error.status === 404) {
      enqueueSnackbar(translateError(error, t('brandTags.failed')), { variant: 'warning' });
      close();
      return void client.invalidateQueries({ queryKey: brandTagKeys.all(brandId) });
    }
    handleError(error);
  };
  const save = useMutation({
    mutationFn: (input: BrandTagInput) =>
      editing?.kind === 'edit' ? updateBrandTag(brandId, editing.tag, input) : createBrandTag(brandId, input),
    onSuccess: (saved) => {
      enqueueSnackbar(t('brandTags.saved', { title: saved.title }), { variant: 'success' });
      close();
      // Every picker reads the brand's list again; the outlets' open books are told by the server (outlet.changed).
      void client.invalidateQueries({ queryKey: brandTagKeys.all(brandId) });
    },
    onError: failed,
    // Said here: a taken title at its field, not also as the app's error toast.
    meta: { handlesErrors: true },
  });
  const remove = useMutation({
    mutationFn: (tag: BrandTagView) => deleteBrandTag(brandId, tag),
    onSuccess: (_, tag) => {
      enqueueSnackbar(t('brandTags.deleted', { title: tag.title }), { variant: 'success' });
      close();
      void client.invalidateQueries({ queryKey: brandTagKeys.all(brandId) });
    },
    onError: (error) => {
      // Named by an outlet's guarantee rule, say: the reason, and the tag kept.
      if (error instanceof ApiError && error.status === 422) {
        close();
        return void enqueueSnackbar(translateError(error, t('brandTags.failed')), { variant: 'error' });
      }
      failed(error);
    },
    meta: { handlesErrors: true },
  });
  const list = tags.data ?? [];
  const full = list.length >= BRAND_TAG_LIMIT;
  return (
    <Card variant="outlined" component="section" aria-labelledby="brand-tags-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Stack sx={{ flexGrow: 1, minWidth: 240 }}>
            <Typography variant="h6" component="h2" id="brand-tags-title">
              {t('brandTags.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('brandTags.hint')}
            </Typography>
          </Stack>
          {refused === null && (
            <Tooltip title={full ? t('brandTags.full', { max: BRAND_TAG_LIMIT }) : ''}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setEditing({ kind: 'add' })}
                  disabled={full || !tags.data}
                >
                  {t('brandTags.addTag')}
                </Button>
              </span>
            </Tooltip>
          )}
        </Stack>
        {tags.isError && !tags.data ? (
          <LoadFailed message={t('brandTags.loadFailed')} onRetry={() => void tags.refetch()} />
        ) : !tags.data ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{t('brandTags.none')}</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0 }} aria-label={t('brandTags.title')}>
            {list.map((tag) => (
              <Stack
                key={tag.id}
                component="li"
                direction="row"
                data-testid="brand-tag"
                sx={{ listStyle: 'none', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack direction="row" sx={{ flexGrow: 1, minWidth: 0 }}>
                  <TagChip tag={tag} />
                </Stack>
                {refused === null && (
                  <>
                    <IconButton aria-label={t('brandTags.edit', { title: tag.title })} onClick={() => setEditing({ kind: 'edit', tag })}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('brandTags.delete', { title: tag.title })}
                      onClick={() => setEditing({ kind: 'delete', tag })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        {refused && <Alert severity="info">{t('brandTags.merchantOnly')}</Alert>}
      </Stack>
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <BrandTagDialog
          tag={editing.kind === 'edit' ? editing.tag : undefined}
          busy={save.isPending}
          titleError={titleError}
          onSave={(input) => {
            setTitleError(undefined);
            save.mutate(input);
          }}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <FormDialog
          title={t('brandTags.deleteTitle', { title: editing.tag.title })}
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(editing.tag);
          }}
          onClose={close}
          busy={remove.isPending}
          maxWidth="xs"
          submit={{ label: t('brandTags.deleteTag'), danger: true }}
        >
          <Typography>{t('brandTags.deleteWarning')}</Typography>
        </FormDialog>
      )}
    </Card>
  );
}
