-- Issue 13, reports: placeholder, replaced by the area's own SQL.
SELECT 1;
