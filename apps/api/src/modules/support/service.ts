// Help requests (the site's Help modal): subject, description and a screenshot. The screenshot is
// decoded and re-encoded by sharp, so only real images are kept and their metadata (camera, GPS) is
// dropped, and it is stored under a private key that /uploads never serves.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SupportTicketInput } from '@hearth/shared/support/contract';
import type { AppContext } from '../../context';
import { supportTickets } from '../../db/schema';
import { assertAcceptedImage } from '../../plugins/uploads';

/** Screenshots are kept legible but never larger than this. */
const MAX_WIDTH = 2560;

async function reencodeScreenshot(input: Buffer): Promise<Buffer> {
  await assertAcceptedImage(input, 'upload');
  return sharp(input, { limitInputPixels: 50_000_000 }).rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 90 }).toBuffer();
}

export async function createTicket(ctx: AppContext, input: SupportTicketInput, screenshot: Buffer, userId: string | null) {
  const body = await reencodeScreenshot(screenshot);
  const key = `private/support/${randomUUID()}.webp`;
  await ctx.storage.put(key, body, 'image/webp');
  try {
    const [row] = await ctx.db
      .insert(supportTickets)
      .values({ userId, subject: input.subject, description: input.description, screenshotKey: key })
      .returning({ id: supportTickets.id });
    return { _id: row!.id };
  } catch (err) {
    await ctx.storage.delete(key).catch((cleanup: unknown) => ctx.log.warn({ err: cleanup, key }, 'could not remove an orphaned screenshot'));
    throw err;
  }
}
