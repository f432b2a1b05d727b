// /contactus: the contact block (each line only if set) beside the inquiry form.
import type { ContactInfo } from '@hearth/shared/content/contract';
import { normalizePhone } from '@hearth/shared/phone';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PageHeading } from '@/components/ui/page-heading';
import { InquiryForm } from '@/features/inquiry';
import { useFormat } from '@/lib/format';

export function ContactPage({ contact }: { contact: ContactInfo }) {
  const t = useTranslations('content.contact');
  const format = useFormat();
  const phone = contact.phoneNumber ? normalizePhone(contact.phoneNumber) : null;
  const lines = [
    phone && { icon: Phone, label: t('phone'), value: `+1 ${format.phone(phone)}`, href: `tel:${phone}` },
    contact.customerServiceEmail && { icon: Mail, label: t('email'), value: contact.customerServiceEmail, href: `mailto:${contact.customerServiceEmail}` },
    contact.address && { icon: MapPin, label: t('address'), value: contact.address },
  ].filter((line) => !!line);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title={t('title')} description={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="reach-us" className="min-w-0 rounded-2xl bg-brand-50 p-6 md:p-8">
          <h2 id="reach-us" className="text-lg font-semibold text-ink">
            {t('reachUs')}
          </h2>
          {lines.length === 0 ? (
            <p className="mt-3 text-muted">{t('noDetails')}</p>
          ) : (
            <dl className="mt-5 space-y-5">
              {lines.map((line) => (
                // dt and dd sit directly in the row's div (a valid <dl> group); the icon rides in the dt.
                <div key={line.label} className="relative min-h-10 pl-14">
                  <dt className="text-sm font-medium text-muted">
                    <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                      <line.icon aria-hidden="true" className="size-5" />
                    </span>
                    {line.label}
                  </dt>
                  <dd className="font-semibold [overflow-wrap:anywhere] text-ink">
                    {line.href ? (
                      <a href={line.href} className="hover:text-brand-800">
                        {line.value}
                      </a>
                    ) : (
                      line.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-6 text-sm text-muted">{t('hours')}</p>
        </section>
        <section aria-labelledby="contact-form" className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
          <h2 id="contact-form" className="mb-5 text-lg font-semibold text-ink">
            {t('formTitle')}
          </h2>
          <InquiryForm source="contact" label={t('formLabel')} />
        </section>
      </div>
    </div>
  );
}
