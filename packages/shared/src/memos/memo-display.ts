/** Memo box 'Aktuell information' (document 3 panel 21). */

/** At most 2 active memos in the box, then 'Visa alla (n)'. */
export const MEMOS_SHOWN_IN_BOX = 2;

export type MemoScope =
  | { kind: 'MAIN_AGREEMENT'; mainAgreementNumber: number }
  | { kind: 'OPERATOR'; operator: string }
  | { kind: 'MAIN_CENTRAL'; mainCentral: string };

export function memoScopeText(scope: MemoScope): string {
  switch (scope.kind) {
    case 'MAIN_AGREEMENT':
      return `Gäller huvudavtal ${scope.mainAgreementNumber}`;
    case 'OPERATOR':
      return `Gäller operatörskund ${scope.operator}`;
    case 'MAIN_CENTRAL':
      return `Gäller huvudcentral ${scope.mainCentral}`;
  }
}

/** A memo counts as active when flagged active and today lies within its validity interval. */
export function isMemoActive(
  memo: { active: boolean; startsAt: string | null; endsAt: string | null },
  today: string,
): boolean {
  if (!memo.active) return false;
  if (memo.startsAt && memo.startsAt.slice(0, 10) > today) return false;
  if (memo.endsAt && memo.endsAt.slice(0, 10) < today) return false;
  return true;
}

/** The validity line of a memo: '2026-10-01 – 2026-12-06'; an open end shows only the dash; null without dates. */
export function memoIntervalText(startsAt: string | null, endsAt: string | null): string | null {
  if (!startsAt && !endsAt) return null;
  return `${startsAt ?? ''} – ${endsAt ?? ''}`.trim();
}

export function showAllMemosText(count: number): string {
  return `Visa alla (${count})`;
}
