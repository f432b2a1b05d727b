// The signed-in user's own account: profile, picture and password.
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '@hearth/shared/schemas/auth';
import type { ProfileNameInput } from '@hearth/shared/schemas/profile';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { serviceProviders, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { signAccessToken } from '../../plugins/auth';
import { deleteImageVariants, storeImageVariants } from '../../plugins/uploads';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordChangedEmail } from '../auth/emails';
import { toUserDto } from './user-dto';
import { revokeSockets } from '../notifications/service';
import { inTransaction } from '../../outbox/outbox';

export async function findUserWithProvider(db: Tx, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, provider: { id: serviceProviders.id, verificationStatus: serviceProviders.verificationStatus } })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row ?? null;
}

export async function getProfile(ctx: AppContext, userId: string) {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row) throw new AppError(404, 'User not found');
  return toUserDto(ctx.config, row.user, row.provider);
}

export async function updateProfileName(ctx: AppContext, userId: string, input: ProfileNameInput) {
  await ctx.db.update(users).set({ firstName: input.firstname, lastName: input.lastname, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(ctx, userId);
}

export async function setProfilePicture(ctx: AppContext, userId: string, image: Buffer) {
  const name = await storeImageVariants(ctx, 'profile', image);
  const [previous] = await ctx.db.select({ pic: users.profilePic }).from(users).where(eq(users.id, userId));
  await ctx.db.update(users).set({ profilePic: name, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous?.pic) await deleteImageVariants(ctx, 'profile', previous.pic);
  return getProfile(ctx, userId);
}

export async function removeProfilePicture(ctx: AppContext, userId: string) {
  const [previous] = await ctx.db.select({ pic: users.profilePic }).from(users).where(eq(users.id, userId));
  await ctx.db.update(users).set({ profilePic: null, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous?.pic) await deleteImageVariants(ctx, 'profile', previous.pic);
  return getProfile(ctx, userId);
}

/** Changes the password, signs out every other session (token version) and returns a fresh token. */
export async function changePassword(ctx: AppContext, userId: string, input: ChangePasswordInput) {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row) throw new AppError(404, 'User not found');
  if (!(await verifyPassword(ctx.config, row.user.passwordHash, input.oldpassword))) {
    throw new AppError(400, 'Current password is incorrect', { oldpassword: 'Current password is incorrect' });
  }
  if (input.oldpassword === input.newpassword) {
    throw new AppError(400, 'New password must be different from the current one', { newpassword: 'New password must be different from the current one' });
  }
  const passwordHash = await hashPassword(ctx.config, input.newpassword);
  const updated = await inTransaction(ctx, async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await ctx.outbox.enqueue(tx, 'email', { to: row.user.email, ...passwordChangedEmail(row.user.firstName) });
    await revokeSockets(ctx, tx, userId);
    return u!;
  });
  return signAccessToken(ctx, updated);
}
