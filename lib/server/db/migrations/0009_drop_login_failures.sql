-- login_failures is no longer read (the limiter store replaced it), but the release before this one
-- still reads it on every login: during a rolling upgrade its instances run beside this
-- migration's. The table is dropped by a migration of the next release (DROP TABLE IF EXISTS).
SELECT 1;
