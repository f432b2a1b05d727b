-- Providers who signed up before their sign-up services were stored as offered, and who have not chosen
-- any in Category since: they offer what they asked for at sign-up.
INSERT INTO "provider_services" ("provider_id", "service_id")
SELECT sp."id", s."id"
FROM "service_providers" sp
CROSS JOIN LATERAL jsonb_array_elements_text(sp."requested_services") AS requested("name")
JOIN "services" s ON s."name" = requested."name" AND s."active"
WHERE NOT EXISTS (SELECT 1 FROM "provider_services" ps WHERE ps."provider_id" = sp."id")
ON CONFLICT DO NOTHING;
