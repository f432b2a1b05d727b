'use client';
// What a section shows when its data could not be loaded: the reason and a way to try again.
import { Alert } from './alert';
import { Button } from './button';

export function LoadError({ title, message, onRetry, retrying = false }: { title: string; message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="w-full max-w-md">
      <Alert tone="error" title={title}>
        {message}
      </Alert>
      <Button className="mt-4" variant="secondary" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
