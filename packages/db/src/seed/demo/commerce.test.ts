import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { commerceDemoRows } from './commerce.ts';

const now = new Date('2026-11-24T12:00:00Z');
const rows = commerceDemoRows(buildDemoData({ now }).data, now);

const unique = (ids: (number | null | undefined)[]) => new Set(ids).size === ids.length;

describe('commerce demo rows', () => {
  it('has carts that were ordered, abandoned and failed, every order on a cart of its own', () => {
    const cartIds = new Set(rows.commerce_carts.map((cart) => cart.id));
    expect(unique(rows.commerce_carts.map((cart) => cart.id))).toBe(true);
    expect(unique(rows.commerce_orders.map((order) => order.id))).toBe(true);
    expect(rows.commerce_orders.every((order) => cartIds.has(order.cartId as number))).toBe(true);
    expect(unique(rows.commerce_orders.map((order) => order.cartId))).toBe(true);
    const statuses = new Set(rows.commerce_orders.map((order) => order.status));
    expect([...statuses].sort()).toEqual(['FAILED', 'PLACED']);
    const ordered = new Set(rows.commerce_orders.map((order) => order.cartId));
    const abandoned = rows.commerce_carts.filter(
      (cart) =>
        !ordered.has(cart.id) && now.getTime() - new Date(cart.updatedAt as Date).getTime() > 86_400_000,
    );
    expect(abandoned.length).toBeGreaterThan(20);
    expect(new Set(rows.commerce_carts.map((cart) => cart.channel))).toEqual(new Set(['WEBSHOP', 'SAPPIS']));
  });

  it('gives every order lines that add up to its totals and at least one e-mail, none in the future', () => {
    for (const order of rows.commerce_orders) {
      const lines = rows.commerce_order_lines.filter((line) => line.orderId === order.id);
      const sum = (oneOff: boolean) =>
        lines.filter((line) => line.oneOff === oneOff).reduce((total, line) => total + Number(line.price), 0);
      expect(sum(false)).toBeCloseTo(Number(order.monthlyTotal));
      expect(sum(true)).toBeCloseTo(Number(order.oneOffTotal));
      expect(rows.commerce_order_emails.some((email) => email.orderId === order.id)).toBe(true);
    }
    const times = [
      ...rows.commerce_carts.map((cart) => cart.updatedAt as Date),
      ...rows.commerce_orders.map((order) => order.placedAt as Date),
      ...rows.commerce_order_emails.map((email) => email.createdAt as Date),
    ];
    expect(times.every((time) => time.getTime() <= now.getTime())).toBe(true);
  });

  it('is the same for the same moment', () => {
    expect(commerceDemoRows(buildDemoData({ now }).data, now)).toEqual(rows);
  });
});
