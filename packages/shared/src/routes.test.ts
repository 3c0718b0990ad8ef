import { describe, expect, it } from 'vitest';
import { Group } from './groups.ts';
import { CUSTOMER_ACTION_GROUPS, groupsFor, groupsForAny, ROUTES, visibleRoutes } from './routes.ts';

const paths = (groups: string[]) => visibleRoutes(groups).map((route) => route.path);

describe('route table', () => {
  it('has unique keys and paths', () => {
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('shows an agent with SAPPIS only the SAPPIS items and the open ones', () => {
    const visible = paths([Group.SAPPIS]);
    expect(visible).toEqual(expect.arrayContaining(['/sappis/cases', '/sappis/meddelanden', '/sappis/hem']));
    expect(visible).not.toContain('/sappis/tags');
    expect(visible).not.toContain('/sappis/case-queue-manager');
    expect(visible).not.toContain('/sappis/commerce');
  });

  it('gives admins the queue manager and tags but not the IT-only pages', () => {
    const visible = paths([Group.SAPPIS, Group.ADMIN]);
    expect(visible).toContain('/sappis/case-queue-manager');
    expect(visible).toContain('/sappis/tags');
    expect(visible).not.toContain('/sappis/commerce');
  });

  it('lets CANTAB users see cantab without SAPPIS', () => {
    const visible = paths([Group.CANTAB]);
    expect(visible).toContain('/sappis/cantab');
    expect(visible).not.toContain('/sappis/cases');
  });

  it('keeps the profile and middleware pages open to all staff', () => {
    expect(groupsFor('profile')).toEqual([]);
    expect(groupsFor('middleware')).toEqual([]);
  });

  it('opens the customer view to all staff (document 1 section 2.1) and leaves acting on a customer to SAPPIS', () => {
    expect(groupsFor('customer')).toEqual([]);
    expect(paths([Group.ECONOMY])).toContain('/klc/:customerNumber/tjanster');
    expect(CUSTOMER_ACTION_GROUPS).toEqual([Group.SAPPIS]);
  });

  it('gives a procedure of several pages to the users of any of them, and to all when one is open to all', () => {
    const bases = groupsForAny('case', 'forwardBilling');
    expect(bases).toEqual(expect.arrayContaining([Group.SAPPIS, Group.ECONOMY, Group.INVOICE_BASIS]));
    expect(new Set(bases).size).toBe(bases.length);
    expect(bases).not.toContain(Group.CANTAB);
    expect(groupsForAny('case', 'customer')).toEqual([]);
  });
});
