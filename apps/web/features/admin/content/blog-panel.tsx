'use client';
// Blog posts: drafts first, then newest; a Markdown body with preview, a cover image uploaded once
// (the API makes its sizes), and a publish date (a future one schedules the post). Each post is
// written in one language; the same article in the other language shares its translation key.
import { BLOG_LOCALES, blogPostSchema, type AdminBlogPost, type BlogLocale } from '@hearth/shared/admin/content/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiImage } from '@/components/api-image';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { MissingFilter, MissingFrenchBadge, toLocalInput } from '@/features/admin';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useDeletePost, usePostCover, usePosts, useSavePost } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { MarkdownEditor } from './markdown-editor';
import { IMAGE_UPLOAD_ACCEPT } from '@/lib/image-upload';
import { useApiForm } from '@/lib/use-api-form';

const FIELDS = ['title', 'slug', 'excerpt', 'body', 'author', 'locale', 'translationKey', 'published', 'publishedAt'] as const;

function PublicationLabel({ post }: { post: AdminBlogPost }) {
  const t = useTranslations('adminContent.blog');
  const format = useFormat();
  if (!post.publishedAt) return <HiddenBadge>{t('draft')}</HiddenBadge>;
  if (new Date(post.publishedAt) > new Date()) return <HiddenBadge>{t('scheduled', { date: format.dateTime(post.publishedAt) })}</HiddenBadge>;
  return <span className="ml-2 text-xs font-normal text-muted">{t('published', { date: format.dateTime(post.publishedAt) })}</span>;
}

export function BlogPanel({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const t = useTranslations('adminContent.blog');
  const [locale, setLocale] = useState<BlogLocale | ''>('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const query = usePosts(page, { locale: locale || undefined, onlyMissing });
  const deletePost = useDeletePost();
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const posts = { ...query, data: query.data?.posts } as UseQueryResult<AdminBlogPost[]>;
  const languageOptions = BLOG_LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }));
  return (
    <>
      <ListToolbar
        text={t('intro')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        filters={
          <>
            <SelectField
              label={t('languageFilter')}
              className="w-44"
              value={locale}
              onChange={(event) => setLocale(event.target.value as BlogLocale | '')}
              placeholder={t('allLanguages')}
              options={languageOptions}
            />
            <MissingFilter checked={onlyMissing} onChange={setOnlyMissing} />
          </>
        }
      />
      <ContentList
        query={posts}
        loading={t('loading')}
        loadError={t('loadError')}
        label={t('label')}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
        renderItem={(post) => (
          <>
            <div className="min-w-0 break-words">
              <p className="font-semibold text-ink">
                <span lang={post.locale} className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 uppercase" title={t(`languages.${post.locale}`)}>
                  {post.locale}
                </span>
                <span lang={post.locale}>{post.title}</span>
                <PublicationLabel post={post} />
                <MissingFrenchBadge fields={post.missingFrench} />
              </p>
              <p lang={post.locale} className="mt-1 line-clamp-2 text-sm text-muted">
                {post.excerpt}
              </p>
            </div>
            <RowActions
              name={post.title}
              onEdit={() => setEditing(post)}
              deleteQuestion={t('deleteQuestion', { title: post.title })}
              onDelete={async () => (await deletePost.mutateAsync(post._id)).message || t('deleted')}
            />
          </>
        )}
      />
      <Pagination className="mt-4" page={page} pages={query.data?.pages ?? 1} hrefFor={hrefFor} label={t('pagesLabel')} />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('newTitle') : t('editTitle')} description={t('dialogDescription')}>
        {editing !== null && <PostEditor key={editing === 'new' ? 'new' : editing._id} post={editing === 'new' ? null : editing} onSaved={setEditing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

/** A new post is saved first; the dialog then edits it, so its cover can be added. */
function PostEditor({ post, onSaved, onDone }: { post: AdminBlogPost | null; onSaved: (post: AdminBlogPost) => void; onDone: () => void }) {
  const t = useTranslations('adminContent.blog');
  const save = useSavePost();
  const { form, onSubmit, submitting } = useApiForm({
    schema: blogPostSchema,
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      body: post?.body ?? '',
      author: post?.author ?? '',
      locale: post?.locale ?? 'en',
      translationKey: post?.translationKey ?? '',
      published: Boolean(post?.publishedAt),
      publishedAt: toLocalInput(post?.publishedAt ?? null),
    },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values, input) => save.mutateAsync({ id: post?._id, body: { ...input, publishedAt: values.publishedAt?.toISOString() ?? '' } }),
    success: ({ message }) => message || (post ? t('saved') : t('created')),
    // A new post stays open in the dialog, now as a saved one.
    onSuccess: ({ data }) => (post ? onDone() : onSaved(data)),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const published = useWatch({ control, name: 'published' });
  const locale = useWatch({ control, name: 'locale' }) ?? 'en';
  // The other language's version, once one shares the key.
  const otherLocale: BlogLocale = locale === 'fr' ? 'en' : 'fr';
  const otherSlug = post?.translations[otherLocale];

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField label={t('language')} hint={t('languageHint')} options={BLOG_LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }))} error={errors.locale?.message} {...register('locale')} />
      <TextField
        label={t('translationKey')}
        hint={otherSlug ? `${t('translationKeyHint')} ${t('translations', { language: t(`languages.${otherLocale}`), slug: otherSlug })}` : t('translationKeyHint')}
        error={errors.translationKey?.message}
        {...register('translationKey')}
      />
      <TextField label={t('title')} error={errors.title?.message} {...register('title')} />
      <TextField label={t('slug')} hint={t('slugHint')} error={errors.slug?.message} {...register('slug')} />
      <TextArea label={t('excerpt')} rows={2} className="sm:col-span-2" hint={t('excerptHint')} error={errors.excerpt?.message} {...register('excerpt')} />
      <TextField label={t('author')} error={errors.author?.message} {...register('author')} />
      {post ? <CoverField post={post} /> : <p className="self-end text-sm text-muted">{t('coverLater')}</p>}
      <div className="min-w-0 sm:col-span-2">
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => <MarkdownEditor label={t('body')} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
      </div>
      <CheckboxField label={t('publishedLabel')} hint={t('publishedHint')} {...register('published')} />
      {published && <TextField label={t('publishDate')} type="datetime-local" hint={t('publishDateHint')} error={errors.publishedAt?.message} {...register('publishedAt')} />}
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={submitting} label={post ? t('save') : t('create')} />
      </div>
    </form>
  );
}

function CoverField({ post }: { post: AdminBlogPost }) {
  const t = useTranslations('adminContent.blog');
  const changeCover = usePostCover(post._id);
  const inputId = useId();
  const [cover, setCover] = useState(post.coverImage);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function change(run: () => Promise<{ data: AdminBlogPost; message: string }>) {
    setBusy(true);
    setError(undefined);
    try {
      const { data, message } = await run();
      setCover(data.coverImage);
      toast.success(message);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void change(() => changeCover.mutateAsync(file));
  }
  return (
    <div className="min-w-0">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {t('cover')}
      </label>
      {cover && <ApiImage image={cover} alt={t('currentCover')} width={320} height={168} sizes="320px" className="mb-2 w-full max-w-xs rounded-lg ring-1 ring-slate-200" />}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={busy}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={onFile}
        className="block w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      {cover && (
        <Button size="sm" variant="ghost" className="mt-2 text-red-700 hover:bg-red-50" loading={busy} onClick={() => void change(() => changeCover.mutateAsync(null))}>
          {t('removeCover')}
        </Button>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
