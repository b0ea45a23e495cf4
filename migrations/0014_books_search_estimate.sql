-- Custom SQL migration file, put your code below! --
-- The planner's default guess for a set-returning function is 1000 rows, which makes it hash every
-- listing of the caller's hubs before joining the search results. A search answers a few hundred
-- books at most, so say 100: the browse query then probes each found book's listings by index.
ALTER FUNCTION books_search(text) ROWS 100;
