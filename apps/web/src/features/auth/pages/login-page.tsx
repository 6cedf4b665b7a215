import { zodResolver } from '@hookform/resolvers/zod';
import { emailFormSchema, forgotFormSchema, pinFormSchema, type EmailForm, type ForgotForm, type PinForm } from '@host/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { SUPPORT_PATH } from '../../../state/session-paths';
import { ApiError } from '../../../lib/http';
import { PageSkeleton } from '../../../layout/page-skeleton';
import { useSession } from '../../../state/session';
import { useEmailLogin, useForgotPassword, usePinLogin } from '../api/session-mutations';
import { AuthLayout } from '../components/auth-layout';
import { ThrottleNotice, retryAfterOf } from '../components/throttle-notice';
import { fieldHelp } from '../../../lib/field-help';
import { landingPath } from '../landing';

type Method = 'pin' | 'email';

/** The sign-in failure in the user's language: wrong secret or the connection (a wait has its own notice). */
function useSignInError(error: unknown, wrongSecretKey: string) {
  const { t } = useTranslation();
  if (!error || retryAfterOf(error) !== null) return null;
  if (error instanceof ApiError) {
    if (error.status === 401) return t(wrongSecretKey);
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.code === 'TIMEOUT') return t('errors.timeout', { ms: 30_000 });
  }
  return t('errors.unexpected');
}

type SignedInHandler = (s: Awaited<ReturnType<ReturnType<typeof usePinLogin>['mutateAsync']>>) => void;

function PinLoginForm({ onSignedIn, onUseEmail }: { onSignedIn: SignedInHandler; onUseEmail: () => void }) {
  const { t } = useTranslation();
  const login = usePinLogin();
  const { register, handleSubmit, formState } = useForm<PinForm>({
    resolver: zodResolver(pinFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '', pin: '' },
  });
  const error = useSignInError(login.error, 'auth.errors.invalidPin');
  const wait = retryAfterOf(login.error);
  const { reset } = login;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}>
      {error && <Alert severity="error">{error}</Alert>}
      {wait !== null && <ThrottleNotice seconds={wait} since={login.submittedAt} onDone={reset} onUseEmail={onUseEmail} />}
      <TextField
        label={t('auth.outletCode')}
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        {...fieldHelp(t, formState.errors.code, t('auth.outletCodeHelp'))}
        {...register('code')}
      />
      <TextField
        label={t('auth.pin')}
        type="password"
        autoComplete="current-password"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        {...fieldHelp(t, formState.errors.pin)}
        {...register('pin')}
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending} disabled={wait !== null}>
        {t('auth.signIn')}
      </Button>
    </Stack>
  );
}

function EmailLoginForm({ onSignedIn, onForgot }: { onSignedIn: SignedInHandler; onForgot: (email: string) => void }) {
  const { t } = useTranslation();
  const login = useEmailLogin();
  const { register, handleSubmit, formState, getValues } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const error = useSignInError(login.error, 'auth.errors.invalidPassword');
  const wait = retryAfterOf(login.error);
  const { reset } = login;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}>
      {error && <Alert severity="error">{error}</Alert>}
      {wait !== null && <ThrottleNotice seconds={wait} since={login.submittedAt} onDone={reset} />}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        {...fieldHelp(t, formState.errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        {...fieldHelp(t, formState.errors.password)}
        {...register('password')}
      />
      <Box sx={{ textAlign: 'end', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgot(getValues('email'))}>
          {t('auth.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={login.isPending} disabled={wait !== null}>
        {t('auth.signIn')}
      </Button>
    </Stack>
  );
}

function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState, getValues } = useForm<ForgotForm>({
    resolver: zodResolver(forgotFormSchema),
    mode: 'onTouched',
    defaultValues: { userEmail: email },
  });
  const error = useSignInError(forgot.error, 'errors.unexpected');
  const wait = retryAfterOf(forgot.error);
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((values) => forgot.mutate(values.userEmail))}>
      <Typography variant="h5" component="h2">
        {t('auth.forgotTitle')}
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success">{t('auth.forgotSent', { email: getValues('userEmail') })}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('auth.forgotHelp')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {wait !== null && <ThrottleNotice seconds={wait} since={forgot.submittedAt} onDone={forgot.reset} />}
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldHelp(t, formState.errors.userEmail)}
            {...register('userEmail')}
          />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending} disabled={wait !== null}>
            {t('auth.sendResetLink')}
          </Button>
        </>
      )}
      <Button onClick={onBack}>{t('auth.backToSignIn')}</Button>
    </Stack>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [params] = useSearchParams();
  const session = useSession();
  const [method, setMethod] = useState<Method>('pin');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const continueParam = params.get('continue');

  if (session.isPending) return <PageSkeleton />;
  if (session.data?.isOutletLoggedIn) return <Navigate replace to={landingPath(session.data, locale, continueParam)} />;

  const onSignedIn: SignedInHandler = (signedIn) => {
    if (!signedIn.isOutletLoggedIn && signedIn.userInfo?.kind === 'oddler') {
      // Support staff open an outlet from /support, with a reason (issue 15).
      void navigate(localePath(locale.subPath, SUPPORT_PATH), { replace: true });
    } else if (!signedIn.isOutletLoggedIn) {
      const query = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
      void navigate(`/${locale.subPath}/login/switch${query}`, { replace: true });
    } else {
      void navigate(landingPath(signedIn, locale, continueParam), { replace: true });
    }
  };

  return (
    <AuthLayout>
      {forgotEmail !== null ? (
        <ForgotPasswordForm email={forgotEmail} onBack={() => setForgotEmail(null)} />
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('auth.title')}
            </Typography>
            <Typography color="text.secondary">{t('auth.subtitle')}</Typography>
          </Box>
          <Tabs value={method} onChange={(_, value: Method) => setMethod(value)} variant="fullWidth" aria-label={t('auth.method')}>
            <Tab value="pin" label={t('auth.tabPin')} id="tab-pin" aria-controls="panel-pin" />
            <Tab value="email" label={t('auth.tabEmail')} id="tab-email" aria-controls="panel-email" />
          </Tabs>
          <Box role="tabpanel" id={`panel-${method}`} aria-labelledby={`tab-${method}`}>
            {method === 'pin' ? (
              <PinLoginForm onSignedIn={onSignedIn} onUseEmail={() => setMethod('email')} />
            ) : (
              <EmailLoginForm onSignedIn={onSignedIn} onForgot={setForgotEmail} />
            )}
          </Box>
        </Stack>
      )}
    </AuthLayout>
  );
}

export default LoginPage;
