// Standard footer (spec §2): about text; the contact block (phone with +1, customer-service email,
// address, each only if present); the link lists; the inquiry form; the social links.
import { SOCIAL_NETWORKS } from '@hearth/shared/constants';
import type { CategoryWithServices, ContactInfo, SocialLinks } from '@hearth/shared/api-types';
import { formatPhone, normalizePhone } from '@hearth/shared/phone';
import { Mail, MapPin, Phone } from 'lucide-react';
import Link from 'next/link';
import { Logo } from '@/components/logo';
import { InquiryForm } from '@/features/inquiry/inquiry-form';
import { paths } from '@/lib/paths';
import { SOCIAL_LABELS, SocialIcon } from './social-icons';

/** The footer's service shortcuts, in the spec's order (spec §2). */
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

const COMPANY_LINKS: FooterLink[] = [
  { label: 'Why Hearth', href: paths.content.whyUs() },
  { label: 'Blog', href: paths.content.blog() },
  { label: 'FAQs', href: paths.content.faqs() },
  { label: 'Contact Us', href: paths.content.contactUs() },
  { label: 'Become A Professional', href: paths.professional() },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: 'Terms of Use', href: paths.content.termsOfUse() },
  { label: 'Privacy Policy', href: paths.content.privacyPolicy() },
  { label: 'Refund Policy', href: paths.content.refundPolicy() },
  { label: 'Reward Circle Terms & Conditions', href: paths.content.rewardCircleTerms() },
];

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactBlock({ contact }: { contact: ContactInfo }) {
  const phone = contact.phoneNumber ? normalizePhone(contact.phoneNumber) : null;
  if (!phone && !contact.customerServiceEmail && !contact.address) return null;
  return (
    <address className="mt-6 space-y-3 text-sm not-italic">
      {phone && (
        <a href={`tel:${phone}`} className="flex items-center gap-2.5 hover:text-white">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <span>
            <span className="sr-only">Phone: </span>+1 {formatPhone(phone)}
          </span>
        </a>
      )}
      {contact.customerServiceEmail && (
        <a href={`mailto:${contact.customerServiceEmail}`} className="flex items-center gap-2.5 hover:text-white">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <span>
            <span className="sr-only">Email: </span>
            {contact.customerServiceEmail}
          </span>
        </a>
      )}
      {contact.address && (
        <p className="flex items-start gap-2.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span>
            <span className="sr-only">Address: </span>
            {contact.address}
          </span>
        </p>
      )}
    </address>
  );
}

function SocialLinkList({ links }: { links: SocialLinks }) {
  const present = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <ul aria-label="Hearth on social media" className="flex flex-wrap gap-2">
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
}

export function SiteFooter({ categories, contact, socialLinks, showDevMailbox }: SiteFooterProps) {
  const services = serviceShortcuts(categories);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 md:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div className="max-w-sm">
          <div className="inline-flex rounded-xl bg-white px-3 py-2">
            <Logo compact />
          </div>
          <p className="mt-5 text-sm leading-relaxed">
            Hearth connects Canadian households with vetted local professionals for cleaning, moving, handyman work,
            lawn care, plumbing and more — booked in minutes, paid securely.
          </p>
          <ContactBlock contact={contact} />
        </div>
        {services.length > 0 && <LinkList title="Popular services" links={services} />}
        <div className="space-y-10">
          <LinkList title="Company" links={COMPANY_LINKS} />
          <LinkList title="Legal" links={LEGAL_LINKS} />
        </div>
        <section aria-labelledby="footer-inquiry" className="rounded-2xl bg-white p-5 text-ink md:col-span-2 lg:col-span-1">
          <h2 id="footer-inquiry" className="text-base font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">We reply within one business day.</p>
          <InquiryForm source="footer" />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-xs text-slate-400 md:px-6">
          <p>© {new Date().getFullYear()} Hearth Home Services. Proudly Canadian.</p>
          <SocialLinkList links={socialLinks} />
          {showDevMailbox && (
            <Link href={paths.devMailbox()} className="hover:text-white">
              Dev mailbox
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}
