-- Issue 13, users: placeholder, replaced by the area's own SQL.
SELECT 1;
