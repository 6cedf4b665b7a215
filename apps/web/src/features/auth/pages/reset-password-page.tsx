import { zodResolver } from '../../../lib/zod-resolver';
import { MIN_PASSWORD_LENGTH, resetPasswordFormSchema, type ResetPasswordForm } from '@host/domain/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { ApiError } from '../../../lib/http';
import { useResetPassword } from '../api/session-mutations';
import { AuthLayout } from '../components/auth-layout';
import { fieldHelp } from '../../../lib/field-help';

/** /login/reset-password?token=: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const failure =
    reset.error instanceof ApiError && (reset.error.status === 422 || reset.error.status === 400)
      ? t('auth.resetExpired')
      : reset.error
        ? t('errors.unexpected')
        : null;

  return (
    <AuthLayout>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((values) => reset.mutate({ token, password: values.password }))}
      >
        <Typography variant="h4" component="h1">
          {t('auth.resetTitle')}
        </Typography>
        {reset.isSuccess ? (
          <Alert severity="success">{t('auth.resetDone')}</Alert>
        ) : !token ? (
          <Alert severity="error">{t('auth.resetExpired')}</Alert>
        ) : (
          <>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              autoFocus
              {...fieldHelp(t, formState.errors.password, t('auth.newPasswordHelp'), { count: MIN_PASSWORD_LENGTH })}
              {...register('password')}
            />
            <TextField
              label={t('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...fieldHelp(t, formState.errors.confirm)}
              {...register('confirm')}
            />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              {t('auth.setPassword')}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={localePath(subPath, '/login')}>
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
