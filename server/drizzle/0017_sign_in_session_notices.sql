-- A sign-in session that ends (logout, sign out everywhere, password change or reset, account
-- deletion) tells every API process at commit, like the triggers of 0014: each drops what it kept
-- about that user's sign-ins (server/src/middleware/auth.ts), so a revoked token fails at once.
CREATE TRIGGER sign_in_sessions_notify_change AFTER DELETE ON sign_in_sessions FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sign_in_sessions_notify_truncate AFTER TRUNCATE ON sign_in_sessions FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
