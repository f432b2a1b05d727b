// Inline 24 px line icons, so the widget needs no icon library. All are decorative: the control carries the label.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ChatIcon() {
  return (
    <Icon>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function SendIcon() {
  return (
    <Icon>
      <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />
    </Icon>
  );
}

export function PaperclipIcon() {
  return (
    <Icon>
      <path d="m21.4 11.6-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </Icon>
  );
}

export type FileKind = 'document' | 'audio' | 'image' | 'video';

/** The icon family of a MIME type's first part; anything unknown is a document. */
export function fileKind(mimeType: string): FileKind {
  const family = mimeType.split('/')[0];
  return family === 'audio' || family === 'image' || family === 'video' ? family : 'document';
}

const fileKindMarks: Record<FileKind, ReactNode> = {
  document: <path d="M8 13h8M8 17h6" />,
  audio: (
    <>
      <circle cx="10" cy="17" r="2" />
      <path d="M12 17v-6l3 1" />
    </>
  ),
  image: (
    <>
      <circle cx="10" cy="12" r="1.5" />
      <path d="m18 18-4-4-6 6" />
    </>
  ),
  video: <path d="m10 12 5 3-5 3Z" />,
};

export function FileIcon({ mimeType }: { mimeType: string }) {
  const kind = fileKind(mimeType);
  return (
    <Icon>
      <g data-file-kind={kind}>
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
        <path d="M14 2v6h6" />
        {fileKindMarks[kind]}
      </g>
    </Icon>
  );
}
