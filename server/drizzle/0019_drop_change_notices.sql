-- The change notices of 0014 and 0015 are replaced by domain events (server/src/events): services
-- publish what changed in their transaction, and each process reads them from domain_events.
DROP TRIGGER IF EXISTS users_notify_change ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_notify_change ON posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_notify_moderators ON posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shares_notify_change ON shares;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shares_notify_content_owner ON shares;
--> statement-breakpoint
DROP TRIGGER IF EXISTS share_recipients_notify_change ON share_recipients;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contents_notify_change ON contents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS likes_notify_change ON likes;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_truncate ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_notify_truncate ON posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shares_notify_truncate ON shares;
--> statement-breakpoint
DROP TRIGGER IF EXISTS share_recipients_notify_truncate ON share_recipients;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contents_notify_truncate ON contents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS likes_notify_truncate ON likes;
--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_notify_change ON comments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_notify_target_owner ON comments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS likes_notify_target_owner ON likes;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_change ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_notify_truncate ON comments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_truncate ON sessions;
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_notify_change();
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_notify_everything();
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_notify_post_moderators();
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_notify_share_content_owner();
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_notify_target_owner();
