// Cache-Control for public, anonymous GETs (catalogue, content, blog): browsers and the web app's
// data cache may reuse an answer briefly, and serve it stale while they fetch a fresh one.
import type { onSendAsyncHookHandler } from 'fastify';

/** Route option: successful answers may be cached for `seconds` (errors never are). */
export function publicCache(seconds: number) {
  const onSend: onSendAsyncHookHandler = async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    return payload;
  };
  return { onSend };
}
