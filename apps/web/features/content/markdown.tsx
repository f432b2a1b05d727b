// Markdown from the CMS rendered on the server. Raw HTML in the source is dropped (never injected),
// links to this site become client-side links and links elsewhere open safely.
import Link from 'next/link';
import ReactMarkdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
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
