-- The phone check of a new application (an applicant whose mobile or phone has the same digits) looks
-- both columns up by their digits as text: a bigint would lose leading zeros and overflow past 18 digits.
CREATE INDEX "applicant_mobile_digits_text_idx" ON "applicant" ((regexp_replace("mobile", '\D', '', 'g')));
CREATE INDEX "applicant_phone_digits_text_idx" ON "applicant" ((regexp_replace("phone", '\D', '', 'g')));
