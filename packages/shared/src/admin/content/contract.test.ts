import { describe, expect, it } from 'vitest';
import { blogPostSchema, faqSchema } from './contract';

describe('admin content schemas', () => {
  it('takes the French side optionally: empty means not translated (null)', () => {
    expect(faqSchema.parse({ question: 'Q', answer: 'A', questionFr: '', answerFr: 'R' })).toMatchObject({ questionFr: null, answerFr: 'R' });
  });

  it('gives a blog post a language and a translation key', () => {
    const post = { title: 'T', slug: 'guide', excerpt: 'E', body: 'B', author: 'A' };
    expect(blogPostSchema.parse({ ...post, locale: 'fr', translationKey: ' Gutter-Guide ' })).toMatchObject({ locale: 'fr', translationKey: 'gutter-guide' });
    expect(blogPostSchema.parse({ ...post, translationKey: '' })).toMatchObject({ translationKey: null });
    expect(blogPostSchema.parse(post).locale).toBeUndefined();
    expect(blogPostSchema.safeParse({ ...post, locale: 'de' }).error?.issues[0]?.message).toBe('Choose English or French');
    expect(blogPostSchema.safeParse({ ...post, translationKey: 'guide des gouttières' }).error?.issues[0]?.message).toBe('Translation key may contain only lowercase letters, numbers and single hyphens');
  });
});
