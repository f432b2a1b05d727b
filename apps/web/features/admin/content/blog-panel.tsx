'use client';
// Blog posts: drafts first, then newest; a Markdown body with preview, a cover image uploaded once
// (the API makes its sizes), and a publish date (a future one schedules the post).
import type { AdminBlogPost } from '@hearth/shared/admin/content';
import { blogPostSchema, type BlogPostFormInput, type BlogPostInput } from '@hearth/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiImage } from '@/components/api-image';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime, toLocalInput } from '@/features/admin/discounts/form-values';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { adminContentApi, adminContentKeys, useAdminChange, usePosts } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { MarkdownEditor } from './markdown-editor';
import { IMAGE_UPLOAD_ACCEPT } from '@/lib/image-upload';

const FIELDS = ['title', 'slug', 'excerpt', 'body', 'author', 'published', 'publishedAt'] as const;

function publicationLabel(post: AdminBlogPost) {
  if (!post.publishedAt) return <HiddenBadge>Draft</HiddenBadge>;
  if (new Date(post.publishedAt) > new Date()) return <HiddenBadge>Scheduled {formatDateTime(post.publishedAt)}</HiddenBadge>;
  return <span className="ml-2 text-xs font-normal text-muted">Published {formatDateTime(post.publishedAt)}</span>;
}

export function BlogPanel({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const query = usePosts(page);
  const send = useAdminChange(adminContentKeys.posts, ['blog']);
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const posts = { ...query, data: query.data?.posts } as UseQueryResult<AdminBlogPost[]>;
  return (
    <>
      <ListToolbar text="Drafts first, then the newest posts." addLabel="New post" onAdd={() => setEditing('new')} />
      <ContentList
        query={posts}
        what="the blog posts"
        label="Blog posts"
        empty={{ title: 'No posts yet', description: 'Write the first one with "New post".' }}
        renderItem={(post) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {post.title}
                {publicationLabel(post)}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-muted">{post.excerpt}</p>
            </div>
            <RowActions
              name={post.title}
              onEdit={() => setEditing(post)}
              deleteQuestion={`Delete the post "${post.title}"?`}
              onDelete={async () => (await send('DELETE', adminContentApi.post(post._id))).message || 'Blog post deleted'}
            />
          </>
        )}
      />
      <Pagination className="mt-4" page={page} pages={query.data?.pages ?? 1} hrefFor={hrefFor} label="Blog post pages" />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New post' : 'Edit post'} description="Written in Markdown; check it on the Preview tab.">
        {editing !== null && <PostEditor key={editing === 'new' ? 'new' : editing._id} post={editing === 'new' ? null : editing} onSaved={setEditing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

/** A new post is saved first; the dialog then edits it, so its cover can be added. */
function PostEditor({ post, onSaved, onDone }: { post: AdminBlogPost | null; onSaved: (post: AdminBlogPost) => void; onDone: () => void }) {
  const send = useAdminChange(adminContentKeys.posts, ['blog']);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormInput, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      body: post?.body ?? '',
      author: post?.author ?? '',
      published: Boolean(post?.publishedAt),
      publishedAt: toLocalInput(post?.publishedAt ?? null),
    },
    mode: 'onTouched',
  });
  const published = useWatch({ control, name: 'published' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = { ...getValues(), publishedAt: values.publishedAt?.toISOString() ?? '' };
      if (post) {
        const { message } = await send<AdminBlogPost>('PUT', adminContentApi.post(post._id), body);
        toast.success(message || 'Blog post saved');
        onDone();
      } else {
        const { data, message } = await send<AdminBlogPost>('POST', adminContentApi.posts(), body);
        toast.success(message || 'Blog post created');
        onSaved(data);
      }
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextField label="Slug" hint="The address: lowercase words joined by hyphens." error={errors.slug?.message} {...register('slug')} />
      <TextArea label="Excerpt" rows={2} className="sm:col-span-2" hint="Shown on the blog's list and in link previews." error={errors.excerpt?.message} {...register('excerpt')} />
      <TextField label="Author" error={errors.author?.message} {...register('author')} />
      {post ? <CoverField post={post} /> : <p className="self-end text-sm text-muted">Add a cover image once the post is saved.</p>}
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => <MarkdownEditor label="Body" ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
      </div>
      <CheckboxField label="Published" hint="Drafts are seen only here." {...register('published')} />
      {published && <TextField label="Publish date" type="datetime-local" hint="Empty means now; a later date schedules it." error={errors.publishedAt?.message} {...register('publishedAt')} />}
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={isSubmitting} label={post ? 'Save post' : 'Create post'} />
      </div>
    </form>
  );
}

function CoverField({ post }: { post: AdminBlogPost }) {
  const send = useAdminChange(adminContentKeys.posts, ['blog']);
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
    const form = new FormData();
    form.append('image', file);
    void change(() => send<AdminBlogPost>('POST', adminContentApi.postCover(post._id), form));
  }
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        Cover image
      </label>
      {cover && <ApiImage image={cover} alt="Current cover" width={320} height={168} sizes="320px" className="mb-2 w-full max-w-xs rounded-lg ring-1 ring-slate-200" />}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={busy}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={onFile}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      {cover && (
        <Button size="sm" variant="ghost" className="mt-2 text-red-700 hover:bg-red-50" loading={busy} onClick={() => void change(() => send<AdminBlogPost>('DELETE', adminContentApi.postCover(post._id)))}>
          Remove cover
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
