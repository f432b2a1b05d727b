'use client';
// The heart a signed-out visitor sees: pressing it asks them to sign in and brings them back to this
// page, where the service is then saved (pending-save). No session or query code: this is on every
// visitor's public page.
import { useRouter } from 'next/navigation';
import { paths } from '@/lib/paths';
import { HeartButton } from './heart-button';
import { rememberPendingSave } from './pending-save';

export function VisitorHeart({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const router = useRouter();
  const signInToSave = () => {
    rememberPendingSave(serviceId);
    const { pathname, search, hash } = window.location;
    router.push(paths.login({ callbackUrl: `${pathname}${search}${hash}` }));
  };
  return <HeartButton serviceName={serviceName} saved={false} onPress={signInToSave} />;
}
