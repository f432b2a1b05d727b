// Illustrated faces for demo accounts: drawn from a seed string (the same seed, the same face) in
// DiceBear's Notionists style (CC0 artwork), rasterised and stored through the same image pipeline
// as an uploaded profile picture, so the rest of the app cannot tell them apart.
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { storeImageVariants } from '../../plugins/uploads';

/** Soft backgrounds from the brand's palette, so the line drawings read as portraits on white cards. */
const BACKGROUNDS = ['c7d2fe', 'bae6fd', 'bbf7d0', 'fde68a', 'fecdd3', 'ddd6fe'];

/** The avatar as PNG bytes; deterministic for a seed. */
export async function avatarPng(seed: string, background: number): Promise<Buffer> {
  const svg = createAvatar(notionists, { seed, size: 400, backgroundColor: [BACKGROUNDS[background % BACKGROUNDS.length]!] }).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores the avatar as a profile picture and returns the name users.profile_pic keeps. */
export async function storeDemoAvatar(ctx: Pick<AppContext, 'storage' | 'config'>, seed: string, background: number): Promise<string> {
  return storeImageVariants(ctx, 'profile', await avatarPng(seed, background));
}
