/**
 * Google sign-in (spec 000 §7 Auth; ARCHITECTURE §3 Security): OAuth 2.0 authorization-code flow with PKCE (S256)
 * through `arctic`, asking for `openid email profile`. The ID token comes straight from Google's
 * token endpoint over TLS, so its claims are trusted after checking issuer, audience and expiry
 * (OpenID Connect Core §3.1.3.7). Members are matched by Google id, then by verified email; a new
 * member is created otherwise (address fields empty until they edit their profile).
 */
import { decodeIdToken, Google } from 'arctic';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { GOOGLE_CALLBACK_PATH } from '@/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { findUserByEmail } from './service';
import { grantOpeningCredits } from '../brocks';
import { creditReferrer, findReferrer } from './referral';

export const GOOGLE_SCOPES = ['openid', 'email', 'profile'];
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The arctic Google client for this app, or undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
export function googleClient(config: Config): Google | undefined {
  if (!config.google) return undefined;
  return new Google(
    config.google.clientId,
    config.google.clientSecret,
    `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
  );
}

/** What Hubshelf keeps from a Google account. */
export interface GoogleProfile {
  /** Google's stable account id (`sub`). */
  googleId: string;
  /** Lower-cased. */
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

const idTokenClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

/**
 * The profile in a Google ID token (a JWT). Throws when it is malformed, issued by someone else, meant
 * for another client (`aud`) or expired at `now`.
 */
export function profileFromIdToken(idToken: string, clientId: string, now: Date): GoogleProfile {
  const claims = idTokenClaims.parse(decodeIdToken(idToken));
  if (!GOOGLE_ISSUERS.includes(claims.iss))
    throw new Error(`Google ID token from an unexpected issuer: ${claims.iss}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) throw new Error('Google ID token is for another client');
  if (claims.exp * 1000 <= now.getTime()) throw new Error('Google ID token has expired');
  const email = claims.email.toLowerCase();
  return {
    googleId: claims.sub,
    email,
    emailVerified: claims.email_verified === true,
    name: claims.name?.trim() || email.split('@')[0],
    picture: claims.picture ?? null,
  };
}

/**
 * The member for a Google account: the one already linked to it; else the one with the same
 * (verified) email, which gets linked; else a new member. Throws when the email is not verified by
 * Google and no member is linked yet (an unverified address must not take over or claim an account).
 * A new member is referred by the member whose user number is `referral` (ADR 0028), who receives their
 * `credits_per_referral` Brocks; an unknown number is ignored (there is no form to show it on).
 */
export async function findOrCreateGoogleMember(
  db: Db,
  profile: GoogleProfile,
  now: Date,
  referral: string | null = null,
): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleId, profile.googleId)).limit(1);
  if (linked) return linked;
  if (!profile.emailVerified) throw new Error('Google account email is not verified');
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, profile.email);
    if (existing) {
      const [row] = await tx
        .update(users)
        .set({
          googleId: profile.googleId,
          profilePicture: existing.profilePicture ?? profile.picture,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
      return row;
    }
    const referrer = referral ? await findReferrer(tx, referral) : undefined;
    const [row] = await tx
      .insert(users)
      .values({
        referredBy: referrer?.id ?? null,
        name: profile.name,
        email: profile.email,
        googleId: profile.googleId,
        profilePicture: profile.picture,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await grantOpeningCredits(tx, row.id, now);
    if (referrer) await creditReferrer(tx, referrer.id, row.id, now);
    return row;
  });
}
