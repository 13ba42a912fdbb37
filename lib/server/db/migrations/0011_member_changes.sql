CREATE TABLE "member_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chats" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"account" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every existing member starts with a row, so the polled routes can answer 304 at once.
INSERT INTO "member_changes" ("user_id") SELECT "id" FROM "users" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Adds to the versions of the given members (null ids, i.e. fictional profiles' owners, are
-- skipped). Rows are taken in id order, so two transactions bumping the same pair never deadlock.
CREATE FUNCTION hl_bump_members(ids integer[], d_chats integer, d_likes integer, d_account integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_changes AS m (user_id, chats, likes, account)
  SELECT u, d_chats, d_likes, d_account
  FROM (SELECT DISTINCT u FROM unnest(ids) AS u WHERE u IS NOT NULL) AS d
  ORDER BY u
  ON CONFLICT (user_id) DO UPDATE
  SET chats = m.chats + excluded.chats, likes = m.likes + excluded.likes, account = m.account + excluded.account
$$;
--> statement-breakpoint
-- The owners (user ids) of the given profiles.
CREATE FUNCTION hl_owners(pids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(user_id), '{}') FROM profiles WHERE id = ANY(pids) AND user_id IS NOT NULL
$$;
--> statement-breakpoint
-- A profile's name, photo, status, … show in the chats and likes lists of everyone it shares a
-- conversation, a like, a match or a block with: bump all of them (each lookup walks an index).
CREATE FUNCTION hl_profile_shown_changed(p integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hl_bump_members(hl_owners(ARRAY(
    SELECT other.profile_id FROM conversation_members mine
      JOIN conversation_members other ON other.conversation_id = mine.conversation_id AND other.profile_id <> p
      WHERE mine.profile_id = p
    UNION SELECT liked_id FROM likes WHERE liker_id = p
    UNION SELECT liker_id FROM likes WHERE liked_id = p
    UNION SELECT profile_b FROM matches WHERE profile_a = p
    UNION SELECT profile_a FROM matches WHERE profile_b = p
    UNION SELECT blocked_id FROM blocks WHERE blocker_id = p
    UNION SELECT blocker_id FROM blocks WHERE blocked_id = p
  )), 1, 1, 0);
END $$;
--> statement-breakpoint
CREATE FUNCTION hl_changes_conversation_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM hl_bump_members(hl_owners(ARRAY[NEW.profile_id]), 1, 0, 0); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hl_bump_members(hl_owners(ARRAY[OLD.profile_id]), 1, 0, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_conversation_members AFTER INSERT OR DELETE OR UPDATE ON conversation_members
FOR EACH ROW EXECUTE FUNCTION hl_changes_conversation_members();
--> statement-breakpoint
CREATE FUNCTION hl_changes_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM hl_bump_members(hl_owners(ARRAY[NEW.profile_a, NEW.profile_b]), 1, 0, 0); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hl_bump_members(hl_owners(ARRAY[OLD.profile_a, OLD.profile_b]), 1, 0, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_conversations AFTER INSERT OR DELETE OR UPDATE ON conversations
FOR EACH ROW EXECUTE FUNCTION hl_changes_conversations();
--> statement-breakpoint
-- A message is the chats list's last message for both sides.
CREATE FUNCTION hl_changes_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c integer;
BEGIN
  c := CASE WHEN TG_OP = 'DELETE' THEN OLD.conversation_id ELSE NEW.conversation_id END;
  PERFORM hl_bump_members(hl_owners(ARRAY(SELECT profile_a FROM conversations WHERE id = c
    UNION SELECT profile_b FROM conversations WHERE id = c)), 1, 0, 0);
  IF TG_OP = 'UPDATE' AND OLD.conversation_id <> NEW.conversation_id THEN
    PERFORM hl_bump_members(hl_owners(ARRAY(SELECT profile_a FROM conversations WHERE id = OLD.conversation_id
      UNION SELECT profile_b FROM conversations WHERE id = OLD.conversation_id)), 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_messages AFTER INSERT OR DELETE OR UPDATE ON messages
FOR EACH ROW EXECUTE FUNCTION hl_changes_messages();
--> statement-breakpoint
-- Likes and matches: the likes lists of both sides.
CREATE FUNCTION hl_changes_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- like_new seen: only the liked member's list shows it.
  IF TG_OP = 'UPDATE' AND (OLD.liker_id, OLD.liked_id, OLD.source, OLD.created_at)
      IS NOT DISTINCT FROM (NEW.liker_id, NEW.liked_id, NEW.source, NEW.created_at) THEN
    PERFORM hl_bump_members(hl_owners(ARRAY[NEW.liked_id]), 0, 1, 0);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM hl_bump_members(hl_owners(ARRAY[NEW.liker_id, NEW.liked_id]), 0, 1, 0); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hl_bump_members(hl_owners(ARRAY[OLD.liker_id, OLD.liked_id]), 0, 1, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_likes AFTER INSERT OR DELETE OR UPDATE ON likes
FOR EACH ROW EXECUTE FUNCTION hl_changes_likes();
--> statement-breakpoint
CREATE FUNCTION hl_changes_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM hl_bump_members(hl_owners(ARRAY[NEW.profile_a, NEW.profile_b]), 0, 1, 0); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hl_bump_members(hl_owners(ARRAY[OLD.profile_a, OLD.profile_b]), 0, 1, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_matches AFTER INSERT OR DELETE OR UPDATE ON matches
FOR EACH ROW EXECUTE FUNCTION hl_changes_matches();
--> statement-breakpoint
-- A block hides the pair from each other's chats and likes lists.
CREATE FUNCTION hl_changes_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM hl_bump_members(hl_owners(ARRAY[NEW.blocker_id, NEW.blocked_id]), 1, 1, 0); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hl_bump_members(hl_owners(ARRAY[OLD.blocker_id, OLD.blocked_id]), 1, 1, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_blocks AFTER INSERT OR DELETE OR UPDATE ON blocks
FOR EACH ROW EXECUTE FUNCTION hl_changes_blocks();
--> statement-breakpoint
-- A profile's shown columns: the owner's user.php and everyone whose lists show it (the owner's
-- own lists never show it). Not last_active_at, which activity rewrites all the time and no
-- answer shows.
CREATE FUNCTION hl_changes_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM hl_bump_members(ARRAY[NEW.user_id], 0, 0, 1);
    PERFORM hl_profile_shown_changed(NEW.id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM hl_bump_members(ARRAY[OLD.user_id], 0, 0, 1);
    PERFORM hl_profile_shown_changed(OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_profiles AFTER INSERT OR DELETE ON profiles
FOR EACH ROW EXECUTE FUNCTION hl_changes_profiles();
--> statement-breakpoint
CREATE TRIGGER member_changes_profiles_update AFTER UPDATE ON profiles
FOR EACH ROW WHEN (
  (OLD.user_id, OLD.site_id, OLD.name, OLD.birth_date, OLD.country, OLD.city, OLD.status, OLD.is_fictional, OLD.main_photo_id)
  IS DISTINCT FROM
  (NEW.user_id, NEW.site_id, NEW.name, NEW.birth_date, NEW.country, NEW.city, NEW.status, NEW.is_fictional, NEW.main_photo_id)
) EXECUTE FUNCTION hl_changes_profiles();
--> statement-breakpoint
-- A photo shows wherever it is its profile's main photo (approval, rejection, new file names).
CREATE FUNCTION hl_changes_photos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
  FOR p IN SELECT id, user_id FROM profiles WHERE main_photo_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END
  LOOP
    PERFORM hl_bump_members(ARRAY[p.user_id], 0, 0, 1);
    PERFORM hl_profile_shown_changed(p.id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_photos AFTER DELETE OR UPDATE ON photos
FOR EACH ROW EXECUTE FUNCTION hl_changes_photos();
--> statement-breakpoint
-- The member's own answer (user.php) and, for premium and account status, the lists that show them.
CREATE FUNCTION hl_changes_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hl_bump_members(ARRAY[NEW.id], 0, 0, 0);
    RETURN NULL;
  END IF;
  PERFORM hl_bump_members(ARRAY[NEW.id], 0, 0, 1);
  IF (OLD.paid_user, OLD.status) IS DISTINCT FROM (NEW.paid_user, NEW.status) THEN
    FOR p IN SELECT id FROM profiles WHERE user_id = NEW.id LOOP
      PERFORM hl_profile_shown_changed(p.id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_users_insert AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION hl_changes_users();
--> statement-breakpoint
CREATE TRIGGER member_changes_users_update AFTER UPDATE ON users
FOR EACH ROW WHEN (
  (OLD.site_id, OLD.email, OLD.language, OLD.status, OLD.role, OLD.credits, OLD.paid_user, OLD.notifications_disabled, OLD.signup_date)
  IS DISTINCT FROM
  (NEW.site_id, NEW.email, NEW.language, NEW.status, NEW.role, NEW.credits, NEW.paid_user, NEW.notifications_disabled, NEW.signup_date)
) EXECUTE FUNCTION hl_changes_users();
--> statement-breakpoint
-- A gift's slug is the chats list's preview of a gift message, for anyone.
CREATE FUNCTION hl_changes_gifts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_changes SET chats = chats + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_changes_gifts AFTER UPDATE OR DELETE ON gifts
FOR EACH STATEMENT EXECUTE FUNCTION hl_changes_gifts();
