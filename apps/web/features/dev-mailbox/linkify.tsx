import { Fragment } from 'react';

// A sentence's closing punctuation right after a URL is not part of it.
const URL_PATTERN = /(https?:\/\/[^\s<>"')]*[^\s<>"').,;:!?])/g;

/** Plain-text message bodies with every URL made clickable. */
export function Linkify({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at odd indexes.
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-medium text-brand-700 underline hover:text-brand-800">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
