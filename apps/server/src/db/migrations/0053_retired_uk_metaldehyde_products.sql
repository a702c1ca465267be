-- Hand-written, data only: metaldehyde pellets British growers applied until the ban (decision 169), named with
-- their holder and rate by the farming press. Metaldehyde may not be used outdoors in Great Britain since
-- 1 April 2022, so they are kept retired, for the records that name them, and never offered. A row staff already
-- hold is left as it is.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries", "is_active")
VALUES
	('gusto-3', 'Gusto 3', 'metaldehyde', 'ADAMA', 'RB', NULL, 'kg/ha', '{UK}', false),
	('enzo', 'Enzo', 'metaldehyde', 'ADAMA', 'RB', NULL, 'kg/ha', '{UK}', false),
	('tds-major', 'TDS Major', 'metaldehyde', 'De Sangosse', 'RB', 7, 'kg/ha', '{UK}', false),
	('tds-metarex-amba', 'TDS Metarex Amba', 'metaldehyde', 'De Sangosse', 'RB', 7, 'kg/ha', '{UK}', false),
	('delicia-slug-lentils', 'Delicia Slug-Lentils', 'metaldehyde', 'Frunol Delicia', 'RB', 3, 'kg/ha', '{UK}', false)
ON CONFLICT ("slug") DO NOTHING;
