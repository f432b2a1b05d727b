'use client';
// /login: sign in and customer sign-up side by side. After signing up the user is moved to
// Sign In with their email filled in and the verification notice kept on screen.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Tabs } from '@/components/ui/tabs';
import type { LoginTab } from '@/lib/paths';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

interface AuthTabsProps {
  initialTab: LoginTab;
  callbackUrl: string | null;
  defaultEmail?: string;
}

export function AuthTabs({ initialTab, callbackUrl, defaultEmail = '' }: AuthTabsProps) {
  const t = useTranslations('auth.tabs');
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [signedUp, setSignedUp] = useState<{ email: string; message: string } | null>(null);

  return (
    <Tabs
      label={t('label')}
      value={tab}
      onChange={setTab}
      items={[
        {
          value: 'signin',
          label: t('signIn'),
          content: (
            <div className="space-y-5">
              {signedUp && <Alert tone="success">{signedUp.message}</Alert>}
              {/* Remounted after sign-up so the new email becomes the default value. */}
              <LoginForm key={signedUp?.email ?? 'initial'} callbackUrl={callbackUrl} defaultEmail={signedUp?.email ?? defaultEmail} />
            </div>
          ),
        },
        {
          value: 'signup',
          label: t('signUp'),
          content: (
            <SignupForm
              onSignedUp={(email, message) => {
                setSignedUp({ email, message });
                setTab('signin');
              }}
            />
          ),
        },
      ]}
    />
  );
}
