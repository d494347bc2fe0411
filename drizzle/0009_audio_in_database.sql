ALTER TABLE "audio_files" ADD COLUMN "data" "bytea";--> statement-breakpoint
-- Added by hand (decision 024): out of line and uncompressed, so substring() reads only the TOAST chunks of a byte range; PCM barely compresses anyway.
ALTER TABLE "audio_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
