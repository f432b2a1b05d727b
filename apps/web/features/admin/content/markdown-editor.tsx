'use client';
// A Markdown body with Write and Preview tabs; the preview is the public pages' own renderer, so
// what the admin sees is what visitors get.
import { useState, type Ref } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { Markdown } from '@/features/content/markdown';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function MarkdownEditor({ label, value, onChange, onBlur, name, error, ref }: MarkdownEditorProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Tabs
      label={`${label} editor`}
      // An error belongs under the text it is about, so it brings the Write tab back.
      value={error ? 'write' : tab}
      onChange={setTab}
      items={[
        {
          value: 'write',
          label: 'Write',
          content: (
            <TextArea
              ref={ref}
              name={name}
              label={label}
              rows={14}
              className="font-mono"
              hint="Markdown: # heading, **bold**, [link](/path), - list item."
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              error={error}
            />
          ),
        },
        {
          value: 'preview',
          label: 'Preview',
          content: (
            <div aria-label={`${label} preview`} role="region" className="min-h-40 rounded-lg border border-slate-200 bg-white p-4">
              {value.trim() ? <Markdown>{value}</Markdown> : <p className="text-sm text-muted">Nothing to preview yet.</p>}
            </div>
          ),
        },
      ]}
    />
  );
}
