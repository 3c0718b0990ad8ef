import {
  activationCaseSearch,
  MANUAL_ACTIVATION_TEXTS,
  openActivationCase,
} from '@sappis/shared/customers/manual-activation';
import { AppLink } from '@/components/app-link.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/**
 * The search before step 2 of manual activation (document 3 section 7: page 1, finished cases too, the customer's
 * number): the customer's activation cases, each a link. While one is not finished there is nothing to create
 * (`children`, the form, is left out and the open case named); otherwise `children` follows the list.
 */
export function ExistingActivationCases({
  customerNumber,
  children,
}: {
  customerNumber: number;
  children: React.ReactNode;
}) {
  const search = trpc.cases.search.useQuery(activationCaseSearch(customerNumber), { staleTime: 0 });
  if (search.error) return <p className="text-sm text-destructive">{userMessageOf(search.error)}</p>;
  if (!search.data) return <p className="text-sm text-muted-foreground">Söker ärenden...</p>;
  const cases = search.data.cases;
  const open = openActivationCase(cases.map((item) => ({ number: item.number, status: item.status.key })));
  return (
    <div className="flex flex-col gap-3">
      <section aria-label={MANUAL_ACTIVATION_TEXTS.existingCases} data-testid="existing-activation-cases">
        <h4 className="text-sm font-medium">{MANUAL_ACTIVATION_TEXTS.existingCases}</h4>
        {cases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{MANUAL_ACTIVATION_TEXTS.noExistingCases}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {cases.map((item) => (
              <li key={item.number}>
                <AppLink to={`/sappis/cases/${item.number}`} className="text-primary underline">
                  {item.number}
                </AppLink>{' '}
                {item.header} · {item.status.name} · {formatDateTime(item.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {open === null ? (
        children
      ) : (
        <p role="status" className="text-sm text-amber-700">
          {MANUAL_ACTIVATION_TEXTS.duplicate(open)}
        </p>
      )}
    </div>
  );
}
