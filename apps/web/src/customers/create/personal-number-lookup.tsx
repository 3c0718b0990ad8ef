import {
  CREATE_CUSTOMER_TEXTS,
  isLookupPersonalNumber,
  lookupOutcome,
} from '@sappis/shared/customers/create-customer';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** A person who is no customer yet, as the lookup found them. */
export interface LookedUpPerson {
  personalNumber: string;
  withCreditCheck: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The personal-number lookup (document 3 section 5): exactly 12 characters 'ååååmmddxxxx', 'Med
 * anmärkningskontroll' checked by default. An answer -100, 99 or 100 shows the e-mail field's message as an error;
 * a customer number above 0 is an existing customer, offered as a link; otherwise `onNewPerson`.
 */
export function PersonalNumberLookup({
  onNewPerson,
  onExisting,
  existingLabel,
}: {
  onNewPerson: (person: LookedUpPerson) => void;
  /** The offer to go on with the existing customer (e.g. as the assignment's receiver). */
  onExisting?: (customerNumber: number, name: string) => void;
  existingLabel?: string;
}) {
  const [personalNumber, setPersonalNumber] = useState('');
  const [withCreditCheck, setWithCreditCheck] = useState(true);
  const [searched, setSearched] = useState<{ personalNumber: string; withCreditCheck: boolean } | null>(null);
  const query = trpc.customers.lookupPersonalNumber.useQuery(
    searched ?? { personalNumber: '', withCreditCheck },
    {
      enabled: searched !== null,
      staleTime: 0,
      gcTime: 0,
    },
  );
  const outcome = query.data ? lookupOutcome(query.data) : null;
  const valid = isLookupPersonalNumber(personalNumber);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSearched({ personalNumber, withCreditCheck });
  };

  // A new person goes on to the form as soon as the answer says so.
  const data = query.data;
  useEffect(() => {
    if (!searched || !data) return;
    const answer = lookupOutcome(data);
    if (answer.kind === 'new') {
      onNewPerson({
        personalNumber: searched.personalNumber,
        withCreditCheck: searched.withCreditCheck,
        firstName: answer.firstName,
        lastName: answer.lastName,
      });
    }
  }, [data, searched, onNewPerson]);

  return (
    <form className="flex flex-col gap-2" onSubmit={search} noValidate data-testid="personal-number-lookup">
      <Label htmlFor="lookup-personal-number">Personnummer</Label>
      <div className="flex gap-2">
        <Input
          id="lookup-personal-number"
          value={personalNumber}
          maxLength={12}
          placeholder={CREATE_CUSTOMER_TEXTS.lookupPlaceholder}
          onChange={(event) => {
            setPersonalNumber(event.target.value.trim());
            setSearched(null);
          }}
        />
        <Button type="submit" disabled={!valid || query.isFetching}>
          {CREATE_CUSTOMER_TEXTS.search}
        </Button>
      </div>
      {personalNumber !== '' && !valid && (
        <p className="text-xs text-muted-foreground">{CREATE_CUSTOMER_TEXTS.lookupLength}</p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={withCreditCheck}
          onChange={(event) => {
            setWithCreditCheck(event.target.checked);
            setSearched(null);
          }}
        />
        {CREATE_CUSTOMER_TEXTS.withCreditCheck}
      </label>
      {query.isFetching && <p className="text-sm text-muted-foreground">Söker...</p>}
      {query.error && (
        <p role="alert" className="text-sm text-destructive">
          {CREATE_CUSTOMER_TEXTS.failure(userMessageOf(query.error))}
        </p>
      )}
      {!query.isFetching && outcome?.kind === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {outcome.message}
        </p>
      )}
      {!query.isFetching && outcome?.kind === 'existing' && (
        <div role="alert" className="flex flex-col gap-1 text-sm">
          <p className="text-amber-700">{CREATE_CUSTOMER_TEXTS.exists}</p>
          <AppLink to={`/klc/${outcome.customerNumber}/tjanster`} className="text-primary underline">
            {CREATE_CUSTOMER_TEXTS.goToExisting} {outcome.customerNumber}
          </AppLink>
          {onExisting && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => onExisting(outcome.customerNumber, outcome.name)}
            >
              {existingLabel}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
