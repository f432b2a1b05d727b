-- A version 7 UUID (RFC 9562): 48 bits of Unix milliseconds, then gen_random_uuid's random bits with
-- the version nibble set to 7. Rows written together get neighbouring keys, so a booking alert's ~40
-- notification rows share the primary key's last page instead of touching a random page each.
CREATE FUNCTION uuid_time_ordered() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();--> statement-breakpoint
-- Matching reads a service's providers from the index alone (an index-only scan), not their rows.
DROP INDEX "provider_services_service_idx";--> statement-breakpoint
CREATE INDEX "provider_services_service_idx" ON "provider_services" USING btree ("service_id","provider_id");