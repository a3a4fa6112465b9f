-- Decision 136: a stored scan answer is replayed byte for byte, so it is kept as the text sent (jsonb reorders keys).
ALTER TABLE "scan_receipts" ALTER COLUMN "answer" SET DATA TYPE text USING "answer"::text;
