'use client';
// What a section shows when its data could not be loaded: the reason and a way to try again.
import { useTranslations } from 'next-intl';
import { Alert } from './alert';
import { Button } from './button';

export function LoadError({ title, message, onRetry, retrying = false }: { title: string; message: string; onRetry: () => void; retrying?: boolean }) {
  const t = useTranslations('common');
  return (
    <div className="w-full max-w-md">
      <Alert tone="error" title={title}>
        {message}
      </Alert>
      <Button className="mt-4" variant="secondary" loading={retrying} onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
