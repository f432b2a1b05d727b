// Standard footer (spec §2): about text and the link lists. The contact block, inquiry form
// and social links arrive with the content issue, which owns their API calls.
import type { CategoryWithServices } from '@hearth/shared/api-types';
import Link from 'next/link';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

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

export function SiteFooter({ categories, showDevMailbox }: { categories: CategoryWithServices[]; showDevMailbox: boolean }) {
  const services = serviceShortcuts(categories);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <div className="inline-flex rounded-xl bg-white px-3 py-2">
            <Logo compact />
          </div>
          <p className="mt-5 text-sm leading-relaxed">
            Hearth connects Canadian households with vetted local professionals for cleaning, moving, handyman work,
            lawn care, plumbing and more — booked in minutes, paid securely.
          </p>
        </div>
        {services.length > 0 && <LinkList title="Popular services" links={services} />}
        <LinkList title="Company" links={COMPANY_LINKS} />
        <LinkList title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-slate-400 md:px-6">
          <p>© {new Date().getFullYear()} Hearth Home Services. Proudly Canadian.</p>
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
