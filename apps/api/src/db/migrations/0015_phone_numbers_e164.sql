-- Phone numbers are stored in E.164 (+14165550123). Rows saved before that keep what was typed
-- ("416-555-0123", "(416) 555 0123"): those with 10 digits, or 11 starting with the country code 1,
-- are rewritten; anything else is left as it is for a person to look at. Issued invoices are
-- documents and are never rewritten.
UPDATE "customer_addresses"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
UPDATE "bookings"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
-- The job address kept on the booking carries its own phone number.
UPDATE "bookings"
SET "address" = jsonb_set("address", '{phonenumber}', to_jsonb('+1' || right(regexp_replace("address"->>'phonenumber', '[^0-9]', '', 'g'), 10)))
WHERE jsonb_typeof("address"->'phonenumber') = 'string'
  AND regexp_replace("address"->>'phonenumber', '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "address"->>'phonenumber' <> '+1' || right(regexp_replace("address"->>'phonenumber', '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
UPDATE "inquiries"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
UPDATE "chat_sessions"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
UPDATE "phone_verifications"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
UPDATE "otp_sends"
SET "phone" = '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "phone" <> '+1' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
-- A verified number has one owner (users_verified_phone_key). Two verified accounts whose numbers
-- were typed differently but are the same number would collide once rewritten: such a verified
-- number is left as typed rather than failing the migration.
UPDATE "users" AS u
SET "phone" = '+1' || right(regexp_replace(u."phone", '[^0-9]', '', 'g'), 10)
WHERE regexp_replace(u."phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND u."phone" <> '+1' || right(regexp_replace(u."phone", '[^0-9]', '', 'g'), 10)
  AND (
    u."phone_verified_at" IS NULL
    OR NOT EXISTS (
      SELECT 1 FROM "users" AS other
      WHERE other."id" <> u."id"
        AND other."phone_verified_at" IS NOT NULL
        AND regexp_replace(other."phone", '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
        AND right(regexp_replace(other."phone", '[^0-9]', '', 'g'), 10) = right(regexp_replace(u."phone", '[^0-9]', '', 'g'), 10)
    )
  );
--> statement-breakpoint
-- The contact number an admin set for the site (shown in the footer and on the contact page).
UPDATE "site_settings"
SET "value" = jsonb_set("value", '{phoneNumber}', to_jsonb('+1' || right(regexp_replace("value"->>'phoneNumber', '[^0-9]', '', 'g'), 10)))
WHERE "key" = 'contact'
  AND jsonb_typeof("value"->'phoneNumber') = 'string'
  AND regexp_replace("value"->>'phoneNumber', '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
  AND "value"->>'phoneNumber' <> '+1' || right(regexp_replace("value"->>'phoneNumber', '[^0-9]', '', 'g'), 10);
