-- Names sort and match as people expect (issue 25 item 4).

-- ICU's root collation: "Zoë" sorts with Z, "Łukasz" with L, "Ævar" with A, whatever the database's
-- own locale (C or C.UTF-8 sort by code point, after Z). The lists name it in their ORDER BY
-- (lib/list-query.ts `byName`); it is the same on the embedded PostgreSQL and on any PostgreSQL 15+
-- built with ICU (the builds of PostgreSQL.org, Debian, Ubuntu, Red Hat and the cloud services).
CREATE COLLATION IF NOT EXISTS "person_name" (provider = icu, locale = 'und');

-- Text as search compares it: decomposed (NFKD, so "ﬁ" is "fi" and a full-width "Ｚ" is "Z"), its
-- accents and other combining marks removed, lower case (ICU's, whatever the database's locale),
-- and the Latin letters that do not decompose spelled out (ł, đ, ð, ø, ħ, ŧ, ı, ŀ; æ, œ, ß, þ):
-- "Zoë Ðặng" is "zoe dang", "Łukasz" is "lukasz". Built-in functions only: no extension to install.
CREATE FUNCTION "search_fold"(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(replace(replace(replace(
    translate(
      lower(regexp_replace(normalize($1, NFKD),
        '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g') COLLATE "person_name"),
      'łđðøħŧıŀ', 'lddohtil'),
    'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th');

-- The LIKE pattern of "contains what was typed", folded alike, its own %, _ and \ taken literally.
CREATE FUNCTION "search_pattern"(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '%' || regexp_replace(search_fold($1), '([\\%_])', '\\\1', 'g') || '%';

-- Folded copies of the names the long lists search, kept by PostgreSQL itself (folding as each row
-- is read would cost a list of 100,000 applicants about a second).
ALTER TABLE "applicant" ADD COLUMN "name_search" text
  GENERATED ALWAYS AS (search_fold("first_name" || ' ' || coalesce("middle_name" || ' ', '') || "sur_name")) STORED;
ALTER TABLE "employee_personal_details"
  ADD COLUMN "first_name_search" text GENERATED ALWAYS AS (search_fold("first_name")) STORED,
  ADD COLUMN "middle_name_search" text GENERATED ALWAYS AS (search_fold("middle_name")) STORED,
  ADD COLUMN "last_name_search" text GENERATED ALWAYS AS (search_fold("last_name")) STORED;

-- The application list's applicantName STR_EQUAL compares the folded name: its index replaces the
-- one on lower(full name).
DROP INDEX "applicant_full_name_lower_idx";
CREATE INDEX "applicant_name_search_idx" ON "applicant"("name_search");

-- The employee list sorts names in that collation: its indexes are rebuilt in it (same names), so a
-- sort by last name still reads the page from an index instead of sorting every employee.
DROP INDEX "employee_personal_details_last_name_first_name_idx";
CREATE INDEX "employee_personal_details_last_name_first_name_idx" ON "employee_personal_details"
  ("last_name" COLLATE "person_name", "first_name" COLLATE "person_name");
DROP INDEX "employee_personal_details_first_name_idx";
CREATE INDEX "employee_personal_details_first_name_idx" ON "employee_personal_details"("first_name" COLLATE "person_name");
DROP INDEX "employee_personal_details_middle_name_idx";
CREATE INDEX "employee_personal_details_middle_name_idx" ON "employee_personal_details"("middle_name" COLLATE "person_name");

-- "Contains" searches of applicants' names and emails and of requisition titles read trigram
-- indexes: the application list finds the matching applicants and requisitions first, then their
-- applications (a name no one has: 1 ms instead of 30 s at a million applications). pg_trgm ships
-- with PostgreSQL and is a trusted extension (the database's owner may create it); where it cannot
-- be created the searches still work, reading those tables instead.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'pg_trgm is not available: searches read the tables without trigram indexes.';
END $$;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "applicant_name_search_trgm_idx" ON "applicant" USING gin ("name_search" gin_trgm_ops);
    CREATE INDEX "applicant_email_lower_trgm_idx" ON "applicant" USING gin (lower("email") gin_trgm_ops);
    CREATE INDEX "job_position_position_title_trgm_idx" ON "job_position" USING gin ("position_title" gin_trgm_ops);
  END IF;
END $$;
