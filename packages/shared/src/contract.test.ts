import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl } from './contract';

const item = defineEndpoint({
  method: 'PUT',
  path: '/api/user/wishlist/:serviceId',
  access: ['customer'],
  params: z.object({ serviceId: z.string() }),
  response: z.void(),
});

const list = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  access: 'public',
  query: z.object({ pageNo: z.number().optional(), tag: z.array(z.string()).optional(), q: z.string().optional() }),
  response: z.array(z.string()),
});

describe('endpointUrl', () => {
  it('fills the path parameters, encoded', () => {
    expect(endpointUrl(item, { params: { serviceId: 'a b/c' } })).toBe('/api/user/wishlist/a%20b%2Fc');
  });

  it('refuses to call a path with a parameter missing rather than call the wrong URL', () => {
    expect(() => endpointUrl(item, { params: {} })).toThrow('missing path parameter serviceId');
  });

  it('appends the query, repeating list values and leaving empty ones out', () => {
    expect(endpointUrl(list, { query: { pageNo: 2, tag: ['x', 'y&z'], q: '' } })).toBe('/api/things?pageNo=2&tag=x&tag=y%26z');
    expect(endpointUrl(list)).toBe('/api/things');
  });
});
