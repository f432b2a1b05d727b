-- Bookings captured before captured_cents existed: what was charged is what was not refunded when they were.
UPDATE "bookings" SET "captured_cents" = "total_cents" - "refunded_cents" WHERE "payment_status" = 'captured';
