-- Queues name the groups they are visible to by the groups' identifiers: the two groups named after the
-- product ('{product}' is a setting, default Sappa) are '{product}_IT' and '{product}_TEKNIK', not 'SAPPA_IT'.
UPDATE "case_queues"
SET "visibleToGroups" = array_replace(array_replace("visibleToGroups", 'SAPPA_IT', '{product}_IT'), 'SAPPA_TEKNIK', '{product}_TEKNIK')
WHERE "visibleToGroups" && ARRAY['SAPPA_IT', 'SAPPA_TEKNIK'];
