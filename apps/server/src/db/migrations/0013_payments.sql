-- Issue 13, payments: placeholder, replaced by the area's own SQL.
SELECT 1;
