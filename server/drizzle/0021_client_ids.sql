ALTER TABLE "comments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_user_client_id_key" ON "comments" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_user_client_id_key" ON "posts" USING btree ("user_id","client_id");