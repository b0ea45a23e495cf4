/**
 * The JSON documents and the photo list of 'Download my data' (ADR 0052): profile.json, preferences.json,
 * messages.json and the storage keys of the files the member uploaded. Another member appears by display name
 * only. Times are ISO 8601 UTC strings.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportRows, ts, type ExportRow } from './export-queries';
import { avatarKeyOf } from '../../plugins/files';

/**
 * profile.json: the member's own account fields (no password hash, no Google id), their hubs, Brocks and
 * credit balances, badges, handover windows and feedback they sent.
 */
export async function profileDocument(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [account] = await exportRows(
    db,
    sql`select u.user_number as "memberNumber", u.name, u.email, u.phone, u.flat_wing as "flatWing",
      u.building_name as "buildingName", u.detailed_address as "detailedAddress", u.city,
      u.profile_picture as "profilePicture", u.grade, u.division, u.floor, u.building,
      school.name as "school", company.name as "company", u.preferred_language as "preferredLanguage",
      u.password_hash is not null as "hasPassword", u.google_id is not null as "signsInWithGoogle",
      referrer.name as "referredBy", ${ts('u.created_at')} as "joined",
      coalesce(bb.balance, 0) as "brocksBalance", coalesce(bb.total_earned, 0) as "brocksEarned",
      coalesce(cb.balance_paise, 0) / 100.0 as "creditRupees"
    from users u left join hubs school on school.id = u.school_hub_id
      left join hubs company on company.id = u.company_hub_id left join users referrer on referrer.id = u.referred_by
      left join brocks_balances bb on bb.user_id = u.id left join credit_balances cb on cb.user_id = u.id
    where u.id = ${userId}`,
  );
  const list = (query: ReturnType<typeof sql>) => exportRows(db, query);
  return {
    ...account,
    creditRupees: Number(account?.creditRupees ?? 0),
    hubs: await list(sql`select h.name, h.hub_type::text as "type", h.city, m.is_admin as "isAdmin",
        m.is_active as "isActive", ${ts('m.joined_at')} as "joined"
      from hub_memberships m join hubs h on h.id = m.hub_id where m.user_id = ${userId} order by m.id`),
    badges: await list(sql`select badge_type as "badge", ${ts('created_at')} as "earned"
      from member_badges where user_id = ${userId} order by id`),
    handoverWindows: await list(sql`select weekday, from_minute as "fromMinute", to_minute as "toMinute",
        time_zone as "timeZone" from handover_windows where user_id = ${userId} order by id`),
    commissionFreeGrants:
      await list(sql`select source, days, ${ts('starts_at')} as "starts", ${ts('ends_at')} as "ends"
      from commission_free_grants where user_id = ${userId} order by id`),
    feedback: await list(sql`select category, feedback, ${ts('created_at')} as "sent"
      from feedback where user_id = ${userId} order by id`),
  };
}

/** preferences.json: language, genre preferences and notification settings per category. */
export async function preferencesDocument(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [language] = await exportRows(
    db,
    sql`select preferred_language as "language" from users where id = ${userId}`,
  );
  return {
    language: language?.language ?? null,
    genres: await exportRows(
      db,
      sql`select genre, preference_level as "level" from user_genre_preferences where user_id = ${userId}
        order by genre`,
    ),
    notifications: await exportRows(
      db,
      sql`select category, mail, push from notification_preferences where user_id = ${userId} order by category`,
    ),
  };
}

/** messages.json: what the member wrote in hub chat and in conversations (their own messages only). */
export async function messagesDocument(
  db: Db,
  userId: number,
): Promise<{ hubChat: ExportRow[]; conversations: ExportRow[] }> {
  const hubChat = await exportRows(
    db,
    sql`select h.name as "hub", m.content as "text", ${ts('m.created_at')} as "sent"
      from hub_messages m join hubs h on h.id = m.hub_id where m.sender_id = ${userId} order by m.id`,
  );
  const conversations = await exportRows(
    db,
    sql`select c.id as "conversation", bk.title as "book", other.name as "with", m.message_type as "type",
        m.content as "text", ${ts('m.created_at')} as "sent"
      from conversation_messages m join conversations c on c.id = m.conversation_id
        join books bk on bk.id = c.book_id
        join users other on other.id = case when c.member_id = ${userId} then c.owner_id else c.member_id end
      where m.sender_id = ${userId} order by m.id`,
  );
  return { hubChat, conversations };
}

/** A file the member uploaded: its storage key and its name inside the ZIP (`photos/…`). */
export interface ExportPhoto {
  key: string;
  name: string;
}

/** The member's uploaded files: their avatar, the rental and claim photos they took, the chat photos they sent. */
export async function photoKeys(db: Db, userId: number, avatarUrl: string | null): Promise<ExportPhoto[]> {
  const keys = await exportRows(
    db,
    sql`select 'rentals/' || p.rental_id || '-' || p.stage::text || '-' || p.id as "name", p.storage_key as "key"
      from rental_photos p where p.uploader_id = ${userId}
    union all
    select 'conversations/' || m.conversation_id || '-' || p.id, p.storage_key
      from conversation_photos p join conversation_messages m on m.id = p.message_id where m.sender_id = ${userId}`,
  );
  const photos = keys.map((r) => ({
    key: String(r.key),
    name: `photos/${String(r.name)}${extension(String(r.key))}`,
  }));
  const key = avatarKeyOf(avatarUrl);
  if (key) {
    photos.unshift({ key, name: `photos/avatar${extension(key)}` });
  }
  return photos;
}

function extension(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? '' : key.slice(dot);
}
