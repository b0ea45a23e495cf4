/**
 * /auth (spec 000 §2, §4): Sign In and Sign Up tabs plus the forgot-password view. Registration success
 * switches to Sign In with the new email filled in. Query parameters: `tab=register` opens Sign Up,
 * `ref=<user number>` prefills the referral field, and `error=google` (set by the server when Google
 * sign-in is unavailable or fails) shows the 'Connection Error' toast once.
 *
 * The Sign Up form (with its city Select and the registration schema) is code-split: it loads when its
 * tab is opened, or already when the pointer or focus reaches the tab (ADR 0018).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/client/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { toastGoogleConnectionError } from '../lib/toasts';

const loadRegisterForm = () => import('../components/register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm();

type AuthView = 'login' | 'register' | 'forgot';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<AuthView>(() => (params.get('tab') === 'register' ? 'register' : 'login'));
  const [email, setEmail] = useState('');
  const referral = params.get('ref') ?? '';
  const googleError = params.get('error') === 'google';

  useEffect(() => {
    if (!googleError) return;
    toastGoogleConnectionError();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [googleError, setParams]);

  if (view === 'forgot') {
    return (
      <AuthLayout title={t('forgot.title')}>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">{t('forgot.title')}</h1>
            </CardTitle>
            <CardDescription>{t('forgot.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ForgotPasswordForm
              defaultEmail={email}
              onBack={(used) => {
                if (used) setEmail(used);
                setView('login');
              }}
            />
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={view === 'login' ? t('tabs.signInTitle') : t('tabs.signUpTitle')}>
      <h1 className="sr-only">{view === 'login' ? t('tabs.signInHeading') : t('tabs.signUpHeading')}</h1>
      <Tabs value={view} onValueChange={(v) => setView(v as AuthView)} className="gap-4">
        <TabsList className="h-10 w-full">
          <TabsTrigger value="login">{t('tabs.signIn')}</TabsTrigger>
          <TabsTrigger value="register" onPointerEnter={preloadRegisterForm} onFocus={preloadRegisterForm}>
            {t('tabs.signUp')}
          </TabsTrigger>
        </TabsList>
        <Card>
          <CardContent>
            <TabsContent value="login">
              <LoginForm key={email} defaultEmail={email} onForgotPassword={() => setView('forgot')} />
            </TabsContent>
            <TabsContent value="register">
              <Suspense
                fallback={<Spinner aria-label={t('tabs.loadingSignUp')} className="mx-auto my-8 size-6" />}
              >
                <RegisterForm
                  defaultReferredBy={referral}
                  onRegistered={(registered) => {
                    setEmail(registered);
                    setView('login');
                  }}
                />
              </Suspense>
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </AuthLayout>
  );
}
