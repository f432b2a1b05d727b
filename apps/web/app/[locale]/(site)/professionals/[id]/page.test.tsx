import type { ProfessionalProfile } from '@hearth/shared/professionals/wire';
import { describe, expect, it, vi } from 'vitest';
import Page from './page';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  notFound: vi.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));
vi.mock('@/features/professionals/server', () => ({
  getProfessional: vi.fn(async (id: string) => (id === 'p1' ? ({ id: 'p1', displayName: 'Marcus L.', photo: null } as ProfessionalProfile) : null)),
  ProfessionalProfile: () => null,
}));

const params = (id: string, locale = 'en') => ({ params: Promise.resolve({ locale, id }) });

describe('/professionals/[id]', () => {
  it('renders an approved professional and answers 404 for anyone else', async () => {
    await expect(Page(params('p1'))).resolves.toBeTruthy();
    await expect(Page(params('nobody'))).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
