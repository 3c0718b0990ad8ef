import { CASE_STATUSES, caseStatusName, DEFAULT_PRODUCT_NAME } from '@sappis/shared';
import { CASE_TYPES } from '../reference/case-catalog.ts';
import { cityMainAgreementValues } from './catalog.ts';
import { hash, literal, pick, SCALE_RANGES, unit } from './sql.ts';

/**
 * INSERT ... SELECT statements that generate cases and their relation, form field and history inside
 * PostgreSQL. Cases: $1 the seeding moment (timestamp), $2 and $3 the case index range (exclusive, inclusive).
 * Details: $1 and $2 the case index range, and for relations $3 the number of scale customers to spread over.
 */

const R = SCALE_RANGES;

/** Case types weighted by how often they occur, with header texts (at most 40 characters). */
const TYPE_WEIGHTS: ReadonlyArray<[typeId: number, weight: number, ownerGroupId: number, headers: string[]]> =
  [
    [102, 8, 103, ['Inget internet sedan i morse', 'Bredbandet bryts på kvällarna', 'Routern blinkar rött']],
    [106, 4, 103, ['Låg hastighet på bredbandet', 'Får 80 Mbit/s i stället för 250']],
    [103, 7, 104, ['Boxen hittar inga kanaler', 'Inget programkort i boxen', 'Bildfrysningar på TV4']],
    [101, 2, 104, ['Snöig bild på analoga kanaler', 'Inget ljud på SVT1 (analog)']],
    [104, 2, 42, ['Ingen kopplingston', 'Samtal bryts efter en minut']],
    [105, 6, 42, ['Fråga om fakturans belopp', 'Dubbla fakturor för samma period']],
    [107, 3, 42, ['Byte av kanaler i Sappa Mix', 'Vill byta TV4 Guld mot History']],
    [120, 3, 42, ['Byte av betalsätt till Autogiro', 'Byte av betalsätt till Bankgiro']],
    [135, 1, 117, ['Adressen saknas i registret', 'Fel postnummer i adressregistret']],
    [137, 3, 42, ['Flytt av avtal till ny adress', 'Kunden flyttar, flytta tjänsterna']],
    [171, 2, 42, ['Kompensation för avbrott', 'Kompensation felaktig startavgift']],
    [182, 3, 42, ['Uppsägning av hela avtalet', 'Uppsägning, kunden flyttar utomlands']],
    [183, 3, 42, ['Uppsägning av Sappa Sport', 'Uppsägning av fast telefoni']],
    [184, 1, 168, ['Retur Ånger: hyrbox', 'Retur Ånger: router']],
    [185, 1, 42, ['Garantibyte av box', 'Garantibyte av router']],
    [187, 1, 42, ['Paus av TV under sommaren', 'Paus av tjänster, utlandsvistelse']],
    [193, 1, 42, ['Retur av hyrd utrustning', 'Retur av två boxar efter avslut']],
    [194, 1, 42, ['Felutskick: fel box skickad']],
    [197, 1, 42, ['Nytt avtal på ny adress']],
    [212, 1, 42, ['Visma-ärende/Aktivering (Aktivering går']],
    [227, 1, 55, ['Vänd faktura: dubbel debitering']],
    [248, 2, 55, ['Anstånd till den 25:e', 'Anstånd på grund av sjukdom']],
    [255, 1, 42, ['Omskick av programkort']],
    [309, 1, 84, ['Fortsätt tjänster efter uppsägning']],
  ];

/** CREATE TEMP TABLE scale_case_types: one row per weight unit, so a uniform pick is a weighted pick. */
export function caseTypesTableSql(): { sql: string; size: number } {
  const rows: string[] = [];
  for (const [typeId, weight, ownerGroupId, headers] of TYPE_WEIGHTS) {
    const type = CASE_TYPES.find((item) => item.id === typeId);
    const formTitle = type ? `${type.category}/${type.name}` : 'Ärende';
    const headerArray = `ARRAY[${headers.map((header) => literal(header.slice(0, 40))).join(', ')}]::text[]`;
    for (let i = 0; i < weight; i++) {
      rows.push(`(${rows.length}, ${typeId}, ${ownerGroupId}, ${literal(formTitle)}, ${headerArray})`);
    }
  }
  const sql = `CREATE TEMP TABLE scale_case_types (idx int PRIMARY KEY, type_id int, owner_group int, form_title text,
      headers text[]) ON COMMIT PRESERVE ROWS;
    INSERT INTO scale_case_types VALUES ${rows.join(', ')};
    ANALYZE scale_case_types;`;
  return { sql, size: rows.length };
}

const OPEN_STATUSES = CASE_STATUSES.filter((status) => status.key !== 'FINISHED').map((status) => status.key);

export function casesSql(typeCount: number, userIds: readonly number[]): string {
  const i = 'g.i';
  const statusRoll = pick(i, 52, 100);
  const priorityRoll = pick(i, 53, 100);
  const users = `(ARRAY[${userIds.join(', ')}]::int[])`;
  const parentOffset = `(1 + ${pick(i, 59, 50)})`;
  return `
WITH g AS MATERIALIZED (
  SELECT g.i,
    CASE WHEN ${statusRoll} < 70 THEN 'FINISHED'::"CaseStatus"
      ELSE (ARRAY[${OPEN_STATUSES.map(literal).join(', ')}]::"CaseStatus"[])[1 + (${statusRoll} - 70) % ${OPEN_STATUSES.length}] END AS status,
    (CASE WHEN ${priorityRoll} < 35 THEN 'LOWEST' WHEN ${priorityRoll} < 65 THEN 'LOW'
      WHEN ${priorityRoll} < 85 THEN 'MEDIUM' WHEN ${priorityRoll} < 96 THEN 'HIGH' ELSE 'HIGHEST' END)::"CasePriority" AS priority,
    ${pick(i, 51, typeCount)} AS type_idx,
    ${pick(i, 54, 1000)} AS header_roll,
    CASE WHEN ${unit(i, 50)} < 0.03 THEN 'INC' || lpad(g.i::text, 8, '0') END AS ticket,
    CASE WHEN ${unit(i, 57)} < 0.01 AND g.i - ${parentOffset} > 0 THEN ${R.caseIdBase} + g.i - ${parentOffset} END AS parent_id,
    ${users}[1 + ${pick(i, 56, userIds.length)}] AS created_by,
    CASE WHEN ${unit(i, 58)} < 0.5 THEN ${users}[1 + ${pick(i, 60, userIds.length)}] END AS owner,
    2 + ${pick(i, 61, 4)} AS version,
    ${pick(i, 55, 3 * 365 * 24 * 60)} AS finished_age,
    ${pick(i, 55, 60 * 24 * 60)} AS open_age,
    ${pick(i, 62, 10 * 24 * 60)} AS work_minutes
  FROM generate_series($2::int + 1, $3::int) AS g(i)
),
d AS MATERIALIZED (
  SELECT g.*, $1::timestamp - make_interval(mins => (CASE WHEN g.status = 'FINISHED' THEN g.finished_age ELSE g.open_age END)::int) AS created_at
  FROM g
)
INSERT INTO cases (id, number, "externalTicketNumber", header, status, priority, "typeId", "ownerGroupId", "parentCaseId",
  "createdById", "ownerUserId", version, "createdAt", "updatedAt", "finishedAt")
SELECT ${R.caseIdBase} + d.i, ${R.caseNumberBase} + d.i, d.ticket,
  t.headers[1 + d.header_roll % array_length(t.headers, 1)],
  d.status, d.priority, t.type_id, t.owner_group, d.parent_id, d.created_by, d.owner,
  CASE WHEN d.status = 'NOT_STARTED' THEN 1 ELSE d.version END,
  d.created_at,
  CASE WHEN d.status = 'NOT_STARTED' THEN d.created_at
       ELSE LEAST($1::timestamp, d.created_at + make_interval(mins => d.work_minutes::int)) END,
  CASE WHEN d.status = 'FINISHED' THEN LEAST($1::timestamp, d.created_at + make_interval(mins => d.work_minutes::int)) END
FROM d
JOIN scale_case_types t ON t.idx = d.type_idx`;
}

/** The scale customer (1-based index) of a case index, given $3 = the number of scale customers. */
function customerOf(caseIndex: string): string {
  return `(1 + ${hash(caseIndex, 63)} % $3::int)`;
}

export function caseRelationsSql(): string {
  return `
INSERT INTO case_relations ("caseId", "customerNumber", "customerName", "customerPhone", "customerMobilePhone", "customerEmail",
  "customerAddress", "customerPostal", "customerOrderNumber", address, postal, "signalCentral")
SELECT c.id, cu."customerNumber", cu.name, cu.phone, cu."mobilePhone", cu.email, cu."deliveryAddress",
  cu."deliveryPostalCode" || ' ' || cu."deliveryCity", (cu."customerNumber" * 10 + 1)::text, cu."deliveryAddress",
  cu."deliveryPostalCode" || ' ' || cu."deliveryCity", m.central
FROM cases c
JOIN customers cu ON cu.id = ${R.customerIdBase} + ${customerOf(`c.id - ${R.caseIdBase}`)}
JOIN (VALUES ${cityMainAgreementValues()}) AS m(city, id, category, network, central) ON m.city = cu."deliveryCity"
WHERE c.id > ${R.caseIdBase} + $1::int AND c.id <= ${R.caseIdBase} + $2::int`;
}

const DETAILS = [
  'Kunden ringde till kundservice.',
  'Kunden skrev via chatten.',
  'Ärendet kom in via webbformuläret.',
  'Kunden mejlade kundservice.',
  'Återkoppling utlovad inom två arbetsdagar.',
];

export function caseFormFieldsSql(): string {
  const forms = [...new Map(CASE_TYPES.map((type) => [type.id, `${type.category}/${type.name}`])).entries()];
  return `
INSERT INTO case_form_fields ("caseId", "formTitle", title, "fieldType", "order", required, public, value)
SELECT c.id, f.form_title, 'Beskrivning', 2, 100, true, false,
  c.header || '. ' || (ARRAY[${DETAILS.map(literal).join(', ')}]::text[])[1 + ${pick('c.id', 64, DETAILS.length)}]
FROM cases c
JOIN (VALUES ${forms.map(([id, title]) => `(${id}, ${literal(title)})`).join(', ')}) AS f(type_id, form_title) ON f.type_id = c."typeId"
WHERE c.id > ${R.caseIdBase} + $1::int AND c.id <= ${R.caseIdBase} + $2::int`;
}

export function caseHistorySql(): string {
  const names = CASE_STATUSES.map(
    (status) => `(${literal(status.key)}, ${literal(caseStatusName(status.key, DEFAULT_PRODUCT_NAME))})`,
  ).join(', ');
  return `
INSERT INTO case_history ("caseId", action, "userId", "userName", "createdAt")
SELECT c.id, h.action, u.id, u."firstName" || ' ' || u."lastName", h.at
FROM cases c
JOIN users u ON u.id = c."createdById"
JOIN (VALUES ${names}) AS sn(key, name) ON sn.key = c.status::text
CROSS JOIN LATERAL (VALUES (1, 'Ärendet skapades', c."createdAt"), (2, 'Status ändrad till ' || sn.name, c."updatedAt")) AS h(n, action, at)
WHERE c.id > ${R.caseIdBase} + $1::int AND c.id <= ${R.caseIdBase} + $2::int
  AND (h.n = 1 OR c.status <> 'NOT_STARTED')`;
}
