// Markdown from the CMS rendered on the server. Raw HTML in the source is dropped (never injected),
// links to this site become client-side links in the page's language and links elsewhere open safely.
import { isLocale } from '@hearth/shared/locale';
import NextLink from 'next/link';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from '@/i18n/navigation';

/** '/fr/faqs' already names its language: it is followed as written, not given a second prefix. */
const hasLocalePrefix = (href: string) => isLocale(href.split(/[/?#]/)[1]);

const components: Components = {
  a: ({ href = '', children }) => {
    if (!href.startsWith('/') || href.startsWith('//')) {
      return (
        <a href={href} rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    return hasLocalePrefix(href) ? <NextLink href={href}>{children}</NextLink> : <Link href={href}>{children}</Link>;
  },
};

export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-hearth">
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
