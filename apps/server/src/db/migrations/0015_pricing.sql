-- Issue 13, pricing: placeholder, replaced by the area's own SQL.
SELECT 1;
