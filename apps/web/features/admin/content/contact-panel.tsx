'use client';
// The footer's contact block and social links (site settings).
import { SOCIAL_NETWORKS, type SocialNetwork } from '@hearth/shared/constants';
import { contactSchema, socialLinksSchema, type AdminSiteContact } from '@hearth/shared/admin/content/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';
import { useSaveContact, useSaveSocialLinks, useSiteContact } from './content-api';

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export function ContactPanel() {
  const t = useTranslations('adminContent.contact');
  const query = useSiteContact();
  if (query.data === undefined) {
    if (query.isError) return <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <ContactForm site={query.data} />
      <SocialForm site={query.data} />
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactForm({ site }: { site: AdminSiteContact }) {
  const t = useTranslations('adminContent.contact');
  const saveContact = useSaveContact();
  const { form, onSubmit, submitting } = useApiForm({
    schema: contactSchema,
    defaultValues: { phoneNumber: site.contact.phoneNumber ?? '', customerServiceEmail: site.contact.customerServiceEmail ?? '', address: site.contact.address ?? '' },
    mode: 'onTouched',
    fields: ['phoneNumber', 'customerServiceEmail', 'address'],
    action: (values) => saveContact.mutateAsync(values),
    success: ({ message }) => message || t('detailsSaved'),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Card id="contact-details" title={t('details')}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <TextField label={t('phone')} type="tel" hint={t('phoneHint')} error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <TextField label={t('email')} type="email" error={errors.customerServiceEmail?.message} {...register('customerServiceEmail')} />
        <TextField label={t('address')} error={errors.address?.message} {...register('address')} />
        <Button type="submit" loading={submitting}>
          {t('saveDetails')}
        </Button>
      </form>
    </Card>
  );
}

function SocialForm({ site }: { site: AdminSiteContact }) {
  const t = useTranslations('adminContent.contact');
  const saveSocial = useSaveSocialLinks();
  const { form, onSubmit, submitting } = useApiForm({
    schema: socialLinksSchema,
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, site.social[n] ?? ''])),
    mode: 'onTouched',
    fields: SOCIAL_NETWORKS,
    action: (values) => saveSocial.mutateAsync(values),
    success: ({ message }) => message || t('socialSaved'),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Card id="social-links" title={t('social')}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField key={network} label={NETWORK_LABELS[network]} type="url" placeholder="https://" error={errors[network]?.message} {...register(network)} />
        ))}
        <Button type="submit" loading={submitting}>
          {t('saveSocial')}
        </Button>
      </form>
    </Card>
  );
}
