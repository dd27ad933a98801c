-- Issue 13, support: placeholder, replaced by the area's own SQL.
SELECT 1;
