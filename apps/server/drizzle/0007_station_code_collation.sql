-- Station codes in the order compareStationCodes gives (decision 012): numeric-aware ('1-2'
-- before '1-10') and blind to case and accents, as Intl.Collator('en', {numeric: true,
-- sensitivity: 'base'}) compares them. Both engines ship ICU; the legacy keyword form is the
-- one PGlite honours. Non-deterministic, so codes equal but for case tie, and queries break
-- the tie by id as compareStationsByCode does (decision 112).
CREATE COLLATION IF NOT EXISTS "station_code" (provider = icu, locale = 'en@colNumeric=yes;colStrength=primary', deterministic = false);
