CREATE TABLE "content_views" (
	"content_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "content_views_pkey" PRIMARY KEY("content_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"posted_by" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_link" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" jsonb,
	"content_file" jsonb,
	"publisher" text DEFAULT '' NOT NULL,
	"no_of_students" integer,
	"duration" real,
	"parent_course" text DEFAULT '' NOT NULL,
	"course_category" text DEFAULT '' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"avg_rating" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"rating" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"level" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_pkey" PRIMARY KEY("kind","item_id","user_id"),
	CONSTRAINT "ratings_level_range" CHECK ("ratings"."level" >= 0 and "ratings"."level" <= 5 and "ratings"."level" * 2 = floor("ratings"."level" * 2))
);
--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_views_day_idx" ON "content_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "contents_latest_idx" ON "contents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_popular_idx" ON "contents" USING btree ("avg_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_trending_idx" ON "contents" USING btree ("views" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_category_latest_idx" ON "contents" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_category_popular_idx" ON "contents" USING btree ("category","avg_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_category_trending_idx" ON "contents" USING btree ("category","views" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_owner_idx" ON "contents" USING btree ("owner_id","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_course_units_idx" ON "contents" USING btree ("parent_course","created_at") WHERE "contents"."category" = 'Course' and "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_title_trgm_idx" ON "contents" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contents_tags_idx" ON "contents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "comments_item_idx" ON "comments" USING btree ("item_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_item_rating_idx" ON "comments" USING btree ("item_id","kind","rating");--> statement-breakpoint
CREATE INDEX "comments_kind_created_idx" ON "comments" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_item_user_key" ON "likes" USING btree ("item_id","kind","user_id");--> statement-breakpoint
CREATE INDEX "likes_item_created_idx" ON "likes" USING btree ("item_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");