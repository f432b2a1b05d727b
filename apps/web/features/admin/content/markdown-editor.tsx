'use client';
// A Markdown body with Write and Preview tabs; the preview is the public pages' own renderer, so
// what the admin sees is what visitors get.
import { useTranslations } from 'next-intl';
import { useState, type Ref } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { Markdown } from '@/features/content';

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
  const t = useTranslations('adminContent.markdown');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Tabs
      label={t('editor', { label })}
      // An error belongs under the text it is about, so it brings the Write tab back.
      value={error ? 'write' : tab}
      onChange={setTab}
      items={[
        {
          value: 'write',
          label: t('write'),
          content: (
            <TextArea
              ref={ref}
              name={name}
              label={label}
              rows={14}
              className="font-mono"
              hint={t('hint')}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              error={error}
            />
          ),
        },
        {
          value: 'preview',
          label: t('preview'),
          content: (
            <div aria-label={t('previewRegion', { label })} role="region" className="min-h-40 min-w-0 rounded-lg border border-slate-200 bg-white p-4 break-words">
              {value.trim() ? <Markdown>{value}</Markdown> : <p className="text-sm text-muted">{t('empty')}</p>}
            </div>
          ),
        },
      ]}
    />
  );
}
