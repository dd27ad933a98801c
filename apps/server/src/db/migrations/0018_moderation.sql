-- Issue 13, moderation: placeholder, replaced by the area's own SQL.
SELECT 1;
