// Another company's web page, on an origin of its own, that embeds n8n's official chat client
// (@n8n/chat, served from the npm package's own bundle, as n8n's docs tell sites to do) and points
// it at Hearth's assistant. The query chooses the client's options: `?stream=true` turns streaming on.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, dirname, extname, join } from 'node:path';

const N8N_CHAT_DIST = join(dirname(require.resolve('@n8n/chat/package.json')), 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };

function page(webhookUrl: string, streaming: boolean): string {
  const options = {
    webhookUrl,
    mode: 'window',
    enableStreaming: streaming,
    loadPreviousSession: true,
    allowFileUploads: true,
    allowedFilesMimeTypes: 'image/*,application/pdf',
    initialMessages: ['Welcome to Maple Plumbing. Our booking partner Hearth answers here.'],
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Maple Plumbing</title>
    <link rel="stylesheet" href="/n8n-chat/style.css" />
  </head>
  <body>
    <h1>Maple Plumbing</h1>
    <script type="module">
      import { createChat } from '/n8n-chat/chat.bundle.es.js';
      createChat(${JSON.stringify(options)});
    </script>
  </body>
</html>`;
}

export interface PartnerSite {
  origin: string;
  close(): Promise<void>;
}

/** Serves the page on `origin` (http://host:port), its chat talking to `webhookUrl`. */
export async function startPartnerSite(origin: string, webhookUrl: string): Promise<PartnerSite> {
  const { hostname, port } = new URL(origin);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(webhookUrl, url.searchParams.get('stream') === 'true'));
      return;
    }
    const file = url.pathname.startsWith('/n8n-chat/') ? basename(url.pathname) : null;
    const type = file ? TYPES[extname(file)] : undefined;
    if (!file || !type) {
      res.writeHead(404).end();
      return;
    }
    try {
      res.writeHead(200, { 'content-type': type }).end(await readFile(join(N8N_CHAT_DIST, file)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(port), hostname, resolve));
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
