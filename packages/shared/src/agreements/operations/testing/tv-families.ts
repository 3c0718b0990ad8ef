import type { OperationRow } from '../snapshot.ts';
import { testRow } from './operation-context.ts';

/**
 * Row families of the reference catalogue for plan tests: Sappa Start with its 'Fri kanal' (FRI045), Sappa Mix 10
 * on the welcome campaign (id 1, 199,50 kr/mån, 12 months' binding) with three chosen channels, its FRI045 and the
 * campaign's Kampanjrabatt, and Bredband 250/250 on the autumn campaign (id 2) with its discount.
 */
export function tvFamilyRows(): OperationRow[] {
  const tv = { category: 'TV', price: 0, startDate: '2025-06-01' };
  const channel = (id: number, productNumber: string, productName: string) =>
    testRow({ ...tv, id, parentRowId: 20, productNumber, productName });
  return [
    testRow({ ...tv, id: 10, productNumber: 'TVSTART', productName: 'Sappa Start', price: 199 }),
    testRow({ ...tv, id: 11, parentRowId: 10, productNumber: 'FRI045', productName: 'Fri kanal' }),
    testRow({
      ...tv,
      id: 20,
      productNumber: 'TVMIX10',
      productName: 'Sappa Mix 10',
      price: 399,
      campaignId: 1,
      campaignPrice: 199.5,
      campaignEndDate: '2027-02-28',
      bindingMonths: 12,
      boundUntil: '2026-05-31',
    }),
    channel(21, 'KAN015', 'TV4 Fakta'),
    channel(22, 'KAN016', 'TV4 Film'),
    channel(23, 'KAN020', 'Discovery Channel'),
    testRow({ ...tv, id: 24, parentRowId: 20, productNumber: 'FRI045', productName: 'Fri kanal' }),
    testRow({
      id: 25,
      parentRowId: 20,
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      category: 'Rabatt',
      price: -199.5,
      campaignId: 1,
      startDate: '2025-06-01',
      endDate: '2027-02-28',
    }),
    testRow({
      id: 30,
      productNumber: 'BAS250',
      productName: 'Bredband 250/250',
      price: 399,
      campaignId: 2,
      campaignPrice: 299,
      campaignEndDate: '2027-01-31',
      bindingMonths: 24,
      boundUntil: '2027-05-31',
    }),
    testRow({
      id: 31,
      parentRowId: 30,
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      category: 'Rabatt',
      price: -100,
      campaignId: 2,
      endDate: '2027-01-31',
    }),
  ];
}

/** The planned rows' sub-rows point at the copy of their source's parent (newRowIndex into the same list). */
export function plannedParentsOf(
  planned: readonly { sourceRowId: number | null; parent?: { rowId: number } | { newRowIndex: number } }[],
): { sourceRowId: number | null; parentSourceRowId: number | null }[] {
  return planned.map((row) => ({
    sourceRowId: row.sourceRowId,
    parentSourceRowId:
      row.parent && 'newRowIndex' in row.parent
        ? (planned[row.parent.newRowIndex]?.sourceRowId ?? null)
        : null,
  }));
}
