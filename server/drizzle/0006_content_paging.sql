CREATE TABLE "content_totals" (
	"category" text NOT NULL,
	"is_unit" boolean NOT NULL,
	"visible_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_totals_pkey" PRIMARY KEY("category","is_unit")
);
--> statement-breakpoint
DROP INDEX "contents_popular_idx";--> statement-breakpoint
DROP INDEX "contents_trending_idx";--> statement-breakpoint
DROP INDEX "contents_category_popular_idx";--> statement-breakpoint
DROP INDEX "contents_category_trending_idx";--> statement-breakpoint
CREATE INDEX "contents_popular_id_idx" ON "contents" USING btree ("avg_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_trending_id_idx" ON "contents" USING btree ("views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_category_popular_id_idx" ON "contents" USING btree ("category","avg_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";--> statement-breakpoint
CREATE INDEX "contents_category_trending_id_idx" ON "contents" USING btree ("category","views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."visible";