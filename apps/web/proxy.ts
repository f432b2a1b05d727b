// Guards the signed-in areas before any page renders (spec §2, §6): signed-out visitors go to
// sign-in with a callback URL, and each role is kept to its own area.
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerConfig } from '@/lib/config';
import { paths, protectedArea, roleLanding } from '@/lib/paths';

export async function proxy(request: NextRequest) {
  const area = protectedArea(request.nextUrl.pathname);
  if (!area) return NextResponse.next();

  const config = getServerConfig();
  const token = await getToken({
    req: request,
    secret: config.nextAuthSecret,
    secureCookie: config.nextAuthUrl.startsWith('https://'),
  });

  // A token past its expiry was not refreshed in time: the API would refuse it anyway.
  if (!token?.accessToken || token.accessTokenExpiresAt <= Date.now()) {
    const callbackUrl = `${request.nextUrl.pathname}${request.nextUrl.search}`;
    return NextResponse.redirect(new URL(paths.login({ callbackUrl }), request.url));
  }
  if (token.role !== area) {
    return NextResponse.redirect(new URL(roleLanding(token.role), request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/profile/:path*', '/serviceprovider/:path*', '/admin/:path*'],
};
