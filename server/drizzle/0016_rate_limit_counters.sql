CREATE TABLE "rate_limit_counters" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("limiter","key")
);
