import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import { pickMessages } from './intl-provider';

describe('pickMessages', () => {
  it('gives whole namespaces and single groups, and a whole namespace wins over its groups', () => {
    const picked = pickMessages(en, ['common', 'account.notifications']);
    expect(Object.keys(picked).sort()).toEqual(['account', 'common']);
    expect(Object.keys(picked.account as object)).toEqual(['notifications']);
    expect(pickMessages(en, ['account.notifications', 'account']).account).toBe(en.account);
    expect(pickMessages(en, ['account', 'account.notifications']).account).toBe(en.account);
  });
});
