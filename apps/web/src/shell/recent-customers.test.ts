// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addRecentCustomer,
  MAX_RECENT_CUSTOMERS,
  parseRecentCustomers,
  type RecentCustomer,
  recentCustomerLabel,
  removeRecentCustomer,
  serializeRecentCustomers,
} from './recent-customers.ts';

const customer = (n: number): RecentCustomer => ({ customerNumber: n, name: `Kund ${n}` });

describe('addRecentCustomer', () => {
  it('puts the newest customer first', () => {
    const list = addRecentCustomer([customer(1), customer(2)], customer(3));
    expect(list.map((entry) => entry.customerNumber)).toEqual([3, 1, 2]);
  });

  it('moves a customer opened again to the top without duplicating it', () => {
    const list = addRecentCustomer([customer(1), customer(2), customer(3)], {
      customerNumber: 2,
      name: 'Nytt namn',
    });
    expect(list).toEqual([{ customerNumber: 2, name: 'Nytt namn' }, customer(1), customer(3)]);
  });

  it('keeps at most 10', () => {
    let list: RecentCustomer[] = [];
    for (let n = 1; n <= 15; n++) list = addRecentCustomer(list, customer(n));
    expect(list).toHaveLength(MAX_RECENT_CUSTOMERS);
    expect(list[0]?.customerNumber).toBe(15);
    expect(list.at(-1)?.customerNumber).toBe(6);
  });

  it('does not change the list it was given', () => {
    const original = [customer(1)];
    addRecentCustomer(original, customer(2));
    expect(original).toEqual([customer(1)]);
  });
});

describe('removeRecentCustomer', () => {
  it('drops only the merged-away customer and keeps the order', () => {
    expect(removeRecentCustomer([customer(1), customer(2), customer(3)], 2)).toEqual([
      customer(1),
      customer(3),
    ]);
    expect(removeRecentCustomer([customer(1)], 9)).toEqual([customer(1)]);
  });
});

describe('parseRecentCustomers', () => {
  it('round-trips what it serialised', () => {
    const list = [customer(5), customer(4)];
    expect(parseRecentCustomers(serializeRecentCustomers(list))).toEqual(list);
  });

  it('survives missing, broken or foreign data', () => {
    expect(parseRecentCustomers(null)).toEqual([]);
    expect(parseRecentCustomers('{not json')).toEqual([]);
    expect(parseRecentCustomers('{"a":1}')).toEqual([]);
    expect(
      parseRecentCustomers(
        JSON.stringify([customer(1), { customerNumber: '2', name: 'x' }, null, { name: 'y' }, customer(1)]),
      ),
    ).toEqual([customer(1)]);
  });

  it('caps a too long stored list', () => {
    const list = Array.from({ length: 20 }, (_, index) => customer(index + 1));
    expect(parseRecentCustomers(JSON.stringify(list))).toHaveLength(10);
  });
});

describe('labels', () => {
  it("reads 'name, number'", () => {
    expect(recentCustomerLabel({ customerNumber: 100234, name: 'Anna Andersson' })).toBe(
      'Anna Andersson, 100234',
    );
  });
});
