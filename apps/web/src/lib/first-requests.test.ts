import { getQueryKey } from '@trpc/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_PROFILE, UNAUTHORIZED_ANSWER } from '@/test/mock-api.ts';
import { queryKeyOf, startFirstRequests } from './first-requests.ts';
import { createQueryClient } from './query-client.ts';
import { trpc } from './trpc.ts';

const CUSTOMER = { customerNumber: 100234, name: 'Karin Kund' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queryKeyOf', () => {
  it("is the key the procedure's useQuery reads", () => {
    expect(queryKeyOf({ path: 'auth.profile' })).toEqual(getQueryKey(trpc.auth.profile, undefined, 'query'));
    expect(queryKeyOf({ path: 'customers.byNumber', input: { customerNumber: 7 } })).toEqual(
      getQueryKey(trpc.customers.byNumber, { customerNumber: 7 }, 'query'),
    );
  });
});

describe('startFirstRequests', () => {
  it("puts a customer view's sign-in state, product name and customer into the cache with one request each", async () => {
    const fetchMock = mockApi({
      'auth.profile': () => ({ result: { data: TEST_PROFILE } }),
      'customers.byNumber': () => ({ result: { data: CUSTOMER } }),
    });
    const queryClient = createQueryClient();
    const fallback = vi.fn(async () => 'asked again');
    const sent = startFirstRequests(queryClient, '/klc/100234/tjanster', fallback);
    expect(sent).toEqual(['auth.profile', 'system.config', 'customers.byNumber']);
    const input = { customerNumber: 100234 };
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.profile, undefined, 'query'))).toEqual(
      TEST_PROFILE,
    );
    expect(queryClient.getQueryData(getQueryKey(trpc.system.config, undefined, 'query'))).toEqual({
      productName: 'Sappa',
    });
    expect(queryClient.getQueryData(getQueryKey(trpc.customers.byNumber, input, 'query'))).toEqual(CUSTOMER);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('asks a call that failed again through the tRPC client, the others keep their answers', async () => {
    mockApi({ 'auth.profile': () => ({ result: { data: TEST_PROFILE } }) }, UNAUTHORIZED_ANSWER);
    const queryClient = createQueryClient();
    const fallback = vi.fn(async () => 'asked again');
    startFirstRequests(queryClient, '/klc/100234/tjanster', fallback);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fallback).toHaveBeenCalledWith({ path: 'customers.byNumber', input: { customerNumber: 100234 } });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.profile, undefined, 'query'))).toEqual(
      TEST_PROFILE,
    );
    expect(
      queryClient.getQueryData(getQueryKey(trpc.customers.byNumber, { customerNumber: 100234 }, 'query')),
    ).toBe('asked again');
  });

  it('sends nothing from the login page', () => {
    const fetchMock = mockApi({});
    expect(startFirstRequests(createQueryClient(), '/', vi.fn())).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
