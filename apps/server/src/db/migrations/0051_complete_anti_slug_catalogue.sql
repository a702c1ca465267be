-- Hand-written, data only: products the public sources of decision 169 name with their holder and substance. The
-- Spanish register gives formulation and holder but no dose; Magisem Protec and Metarex INO, listed in France's
-- 2016 oilseed-rape guide at the makers' rates, have since been replaced by their makers, so they are kept for the
-- records that name them and not offered. A row staff already hold is left as it is.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries", "is_active")
VALUES
	('metarex-m', 'Metarex M', 'metaldehyde', 'De Sangosse', 'GB', NULL, 'kg/ha', '{ES}', true),
	('elirex-one', 'Elirex One', 'metaldehyde', 'De Sangosse', 'GB', NULL, 'kg/ha', '{ES}', true),
	('ecometal', 'Ecometal', 'metaldehyde', 'Sharda', 'GB', NULL, 'kg/ha', '{ES}', true),
	('magisem-protec', 'Magisem Protec', 'metaldehyde', 'De Sangosse', 'RB', 4, 'kg/ha', '{FR}', false),
	('metarex-ino', 'Metarex INO', 'metaldehyde', 'De Sangosse', 'RB', 5, 'kg/ha', '{FR}', false)
ON CONFLICT ("slug") DO NOTHING;
