// Standard footer: about text; the contact block (phone with +1, customer-service email,
// address, each only if present); the link lists; the inquiry form; the social links and the other
// language.
import { SOCIAL_NETWORKS } from '@hearth/shared/constants';
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import type { ContactInfo, SocialLinks } from '@hearth/shared/content/contract';
import { normalizePhone } from '@hearth/shared/phone';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Logo } from '@/components/logo';
import { InquiryForm } from '@/features/inquiry';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LanguageSwitcher } from './language-switcher';
import { SOCIAL_LABELS, SocialIcon } from './social-icons';

/** The footer's service shortcuts, in display order; the demo catalogue seeds every one of these slugs. */
const FOOTER_SERVICE_SLUGS = [
  'standard-house-cleaning',
  'bedroom-cleaning',
  'moving-helpmovers',
  'office-cleaning',
  'handyman-services',
  'lawn-maintenance',
  'other-plumbing-services',
];

interface FooterLink {
  label: string;
  href: string;
}

function serviceShortcuts(categories: CategoryWithServices[]): FooterLink[] {
  const bySlug = new Map(categories.flatMap((c) => c.services).map((s) => [s.slug, s.name]));
  // Only services the catalogue still offers get a link, so no shortcut leads to a 404.
  return FOOTER_SERVICE_SLUGS.flatMap((slug) => {
    const name = bySlug.get(slug);
    return name ? [{ label: name, href: paths.service(slug) }] : [];
  });
}

/** The footer's own pages, by their message key in layout.footer.links. */
const COMPANY_LINKS = [
  { key: 'whyUs', href: paths.content.whyUs() },
  { key: 'blog', href: paths.content.blog() },
  { key: 'faqs', href: paths.content.faqs() },
  { key: 'contactUs', href: paths.content.contactUs() },
  { key: 'becomePro', href: paths.professional() },
] as const;

/** Signing up as a professional is for visitors: someone signed in already has an account and a role. */
const SIGNED_OUT_ONLY = new Set<string>(['becomePro']);

const LEGAL_LINKS = [
  { key: 'termsOfUse', href: paths.content.termsOfUse() },
  { key: 'privacyPolicy', href: paths.content.privacyPolicy() },
  { key: 'refundPolicy', href: paths.content.refundPolicy() },
  { key: 'rewardCircleTerms', href: paths.content.rewardCircleTerms() },
] as const;

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-sm break-words text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactBlock({ contact }: { contact: ContactInfo }) {
  const t = useTranslations('layout.footer');
  const format = useFormat();
  const phone = contact.phoneNumber ? normalizePhone(contact.phoneNumber) : null;
  if (!phone && !contact.customerServiceEmail && !contact.address) return null;
  return (
    <address className="mt-6 space-y-3 text-sm not-italic">
      {phone && (
        <a href={`tel:${phone}`} className="flex items-center gap-2.5 hover:text-white">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <span>
            <span className="sr-only">{t('phone')} </span>+1 {format.phone(phone)}
          </span>
        </a>
      )}
      {contact.customerServiceEmail && (
        <a href={`mailto:${contact.customerServiceEmail}`} className="flex items-center gap-2.5 hover:text-white">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="sr-only">{t('email')} </span>
            {contact.customerServiceEmail}
          </span>
        </a>
      )}
      {contact.address && (
        <p className="flex items-start gap-2.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span className="min-w-0 break-words">
            <span className="sr-only">{t('address')} </span>
            {contact.address}
          </span>
        </p>
      )}
    </address>
  );
}

function SocialLinkList({ links }: { links: SocialLinks }) {
  const t = useTranslations('layout.footer');
  const present = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <ul aria-label={t('social')} className="flex flex-wrap gap-2">
      {present.map((network) => (
        <li key={network}>
          <a
            href={links[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SOCIAL_LABELS[network]}
            className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
          >
            <SocialIcon network={network} className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

interface SiteFooterProps {
  categories: CategoryWithServices[];
  contact: ContactInfo;
  socialLinks: SocialLinks;
  showDevMailbox: boolean;
  /** Whether someone is signed in: the language switcher then saves the choice on their account, and 'Become A Professional' is not offered. */
  signedIn?: boolean;
}

export function SiteFooter({ categories, contact, socialLinks, showDevMailbox, signedIn = false }: SiteFooterProps) {
  const t = useTranslations('layout.footer');
  const services = serviceShortcuts(categories);
  const company: FooterLink[] = COMPANY_LINKS.filter(({ key }) => !signedIn || !SIGNED_OUT_ONLY.has(key)).map(({ key, href }) => ({ label: t(`links.${key}`), href }));
  const legal: FooterLink[] = LEGAL_LINKS.map(({ key, href }) => ({ label: t(`links.${key}`), href }));
  return (
    <footer className="bg-slate-900 text-slate-300">
      {/* minmax(0, 1fr) tracks: a form field's intrinsic width must not widen a phone's only column. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 md:grid-cols-2 md:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="max-w-sm">
          <div className="inline-flex rounded-xl bg-white px-3 py-2">
            <Logo compact />
          </div>
          <p className="mt-5 text-sm leading-relaxed">{t('about')}</p>
          <ContactBlock contact={contact} />
        </div>
        {services.length > 0 && <LinkList title={t('popularServices')} links={services} />}
        <div className="space-y-10">
          <LinkList title={t('company')} links={company} />
          <LinkList title={t('legal')} links={legal} />
        </div>
        <section aria-labelledby="footer-inquiry" className="rounded-2xl bg-white p-5 text-ink md:col-span-2 lg:col-span-1">
          <h2 id="footer-inquiry" className="text-base font-semibold">
            {t('inquiryTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">{t('inquiryIntro')}</p>
          <InquiryForm source="footer" />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-xs text-slate-400 md:px-6">
          {/* The year as text: a number would be written "2,026" by the message formatter. */}
          <p>{t('copyright', { year: String(new Date().getFullYear()) })}</p>
          <SocialLinkList links={socialLinks} />
          <LanguageSwitcher signedIn={signedIn} className="inline-flex rounded-md text-sm font-medium text-slate-200 hover:text-white" />
          {showDevMailbox && (
            <Link href={paths.devMailbox()} className="hover:text-white">
              {t('devMailbox')}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}
