/**
 * The recommendations statement (docs/decisions/0026-genre-preferences-and-recommendations.md): listed,
 * available books actively listed in the member's hubs (`viewerHubsCte`, the same scope as browse), not
 * their own, never borrowed or bought by them, matching one of their Love or Like genres and none of
 * their Skip genres; ranked by the best matching level, then average rating, then newest; at most 24.
 *
 * A browse genre matches by the book's genre; the six word genres (`WORD_GENRES`) match when the book's
 * `search_vector` (title, author, description) has one of their words as a prefix.
 */
import { sql, type SQL } from 'drizzle-orm';
import { RECOMMENDATIONS_MAX } from '@/contract/preferences';
import { WORD_GENRES, genreWordQuery } from '@/domain/preferences';
import { heldForAnotherSql } from '../alerts/service';
import { viewerHubsCte } from '../books/service';

/** `(genre, tsquery)` rows of the word genres, as a VALUES list. */
const wordGenreRows = sql.join(
  Object.keys(WORD_GENRES).map((g) => sql`(${g}::text, to_tsquery('simple', ${genreWordQuery(g)}))`),
  sql`, `,
);

/**
 * Book conditions a recommendation must meet besides genre; a book held for another member is left out
 * (docs/decisions/0025-availability-alerts-hold-queue.md).
 */
function eligible(userId: number): SQL[] {
  return [
    sql`b.status = 'listed'`,
    sql`b.is_available`,
    sql`b.owner_id <> ${userId}`,
    sql`exists (select 1 from book_hubs bh where bh.book_id = b.id and bh.active
      and bh.hub_id = any(array(select s.hub_id from s)))`,
    sql`not exists (select 1 from rentals r where r.book_id = b.id and r.borrower_id = ${userId})`,
    sql`not exists (select 1 from purchases pu where pu.book_id = b.id and pu.buyer_id = ${userId})`,
    sql`not ${heldForAnotherSql(userId)}`,
  ];
}

/** SQL answering `BookSqlRow`s plus `reason_genre` and `reason_level` (5 or 3), in ranking order. */
export function recommendedSql(userId: number): SQL {
  return sql`
    with ${viewerHubsCte(userId)},
    w(genre, q) as (values ${wordGenreRows}),
    p as (
      select g.genre, g.preference_level as level, w.q
      from user_genre_preferences g left join w on w.genre = g.genre
      where g.user_id = ${userId}
    ),
    c as (
      select b.id, m.genre as reason_genre, m.level as reason_level,
        case when b.review_count > 0 then b.rating_total::float8 / b.review_count end as rating
      from books b
      join lateral (
        select (array_agg(p.genre order by p.level desc, p.genre))[1] as genre,
          max(p.level) as level, min(p.level) as lowest
        from p
        where p.genre = b.genre or (p.q is not null and b.search_vector @@ p.q)
      ) m on m.lowest > 1
      where ${sql.join(eligible(userId), sql` and `)}
      order by m.level desc, rating desc nulls last, b.created_at desc, b.id desc
      limit ${RECOMMENDATIONS_MAX}
    )
    select b.id, b.owner_id, u.name as owner_name, b.title, b.author, b.isbn, b.genre, b.description,
      b.image_url, b.cover_image_url, b.condition, b.daily_fee_paise, b.selling_price_paise, b.is_available,
      b.status, b.review_count, b.rating_total, b.created_at, h.id as hub_id, h.name as hub_name, h.hub_type,
      c.reason_genre, c.reason_level,
      ha.hold_expires_at as reserved_until, coalesce(ha.user_id = ${userId}::int, false) as reserved_for_you
    from c
    join books b on b.id = c.id
    join users u on u.id = b.owner_id
    left join book_alerts ha on ha.book_id = b.id and ha.status = 'held'
    left join lateral (
      select bh.hub_id from book_hubs bh
      left join s on s.hub_id = bh.hub_id
      where bh.book_id = b.id and bh.active
      order by s.ord asc nulls last, bh.hub_id asc
      limit 1
    ) nh on true
    left join hubs h on h.id = nh.hub_id
    order by c.reason_level desc, c.rating desc nulls last, b.created_at desc, b.id desc`;
}
