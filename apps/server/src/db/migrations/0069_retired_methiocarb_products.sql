-- Hand-written, data only: the methiocarb pellets the farming press names with their holder (decision 169,
-- docs/sources/country-packs.md section 4). Methiocarb lost its authorisation as a molluscicide in September 2014 (use
-- until 19 September 2015 in the United Kingdom, none after the revocation in Germany): kept retired, for the records
-- that name them. A row staff already hold is left as it is.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries", "is_active")
VALUES
	('draza-forte', 'Draza Forte', 'methiocarb', 'Bayer CropScience', 'RB', 3.75, 'kg/ha', '{UK}', false),
	('new-draza', 'New Draza', 'methiocarb', 'Bayer CropScience', 'RB', 5, 'kg/ha', '{UK}', false),
	('decoy-wetex', 'Decoy Wetex', 'methiocarb', 'Bayer CropScience', 'RB', 7.5, 'kg/ha', '{UK}', false),
	('mesurol-schneckenkorn', 'Mesurol Schneckenkorn', 'methiocarb', 'Bayer CropScience', 'RB', NULL, 'kg/ha', '{DE}', false)
ON CONFLICT ("slug") DO NOTHING;
