import {
  ACTIVATION_FIELDS,
  type ActivationCaseValues,
  activationCaseStarted,
  EMPTY_ACTIVATION_CASE,
  MANUAL_ACTIVATION_TEXTS,
  validateActivationCase,
} from '@sappis/shared/customers/manual-activation';
import { CheckCircle2, UserPlus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { CreateCustomerFlow } from './create-customer-flow.tsx';
import type { CreatedCustomer } from './create-customer-form.tsx';
import { ExistingActivationCases } from './existing-activation-cases.tsx';

/** The customer step 1 ended with: the one it created, or the existing customer of that personal number. */
type ActivationCustomer = CreatedCustomer & { existing: boolean };

/** Step 2: the activation case's four required fields; disabled while all are empty. */
function ActivationCaseForm({
  created,
  onCreated,
}: {
  created: ActivationCustomer;
  onCreated: (caseNumber: number) => void;
}) {
  const [values, setValues] = useState<ActivationCaseValues>(EMPTY_ACTIVATION_CASE);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = trpc.customers.createActivationCase.useMutation();
  const { requestId, renew } = useRequestId();
  const errors = validateActivationCase(values);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      const { caseNumber } = await mutation.mutateAsync({
        requestId,
        customerNumber: created.customerNumber,
        agreementNumber: created.agreementNumber,
        values,
      });
      renew();
      onCreated(caseNumber);
    } catch (error) {
      setFailure(userMessageOf(error));
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="activation-case-form">
      {ACTIVATION_FIELDS.map(({ key, title }) => (
        <FormField
          key={key}
          id={`activation-${key}`}
          label={`${title} *`}
          value={values[key]}
          onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
          error={submitted ? errors[key]?.[0] : undefined}
        />
      ))}
      {failure && (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <XCircle className="size-4" aria-hidden="true" /> {MANUAL_ACTIVATION_TEXTS.caseFailure(failure)}
        </p>
      )}
      <Button
        type="submit"
        className="self-start"
        disabled={!activationCaseStarted(values) || mutation.isPending}
      >
        {MANUAL_ACTIVATION_TEXTS.createCase}
      </Button>
    </form>
  );
}

function Step({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-md border p-3" aria-label={title}>
      <h3 className="flex items-center gap-2 font-medium">
        {done ? (
          <CheckCircle2 className="size-4 text-green-700" aria-label="Klart" />
        ) : (
          <span className="text-muted-foreground">{number}.</span>
        )}
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Manual activation (document 3 panel 18, section 4): for the delivery address of an agreement of the open
 * customer ('Åtgärder' → 'Manuell aktivering'), step 1 creates the new customer with an agreement at that
 * address (main central and order number), or goes on with the existing customer of that personal number; step 2
 * lists the customer's activation cases (the search for duplicates) and, unless one is not finished, opens the
 * activation case; after both a green check and links to the customer and the new case.
 */
export default function ManualActivationPanel({ customer, params }: PanelProps) {
  const [agreementNumber] = useState(() => initialAgreementNumber(customer.agreements, params));
  const context = trpc.agreements.operationContext.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null },
  );
  const [created, setCreated] = useState<ActivationCustomer | null>(null);
  const [caseNumber, setCaseNumber] = useState<number | null>(null);
  const place = context.data?.context.agreement;
  if (agreementNumber === null)
    return <p className="text-sm text-muted-foreground">Kunden har inget avtal.</p>;
  if (!place) {
    return context.error ? (
      <p className="text-sm text-destructive">{userMessageOf(context.error)}</p>
    ) : (
      <p className="text-sm text-muted-foreground">Laddar...</p>
    );
  }
  const done = created !== null && caseNumber !== null;

  return (
    <div className="flex flex-col gap-4" data-testid="manual-activation">
      <header className="flex flex-col gap-1 rounded-md bg-muted/50 p-3 text-sm">
        <h3 className="flex items-center gap-2 text-base font-medium">
          <UserPlus className="size-5" aria-hidden="true" /> {MANUAL_ACTIVATION_TEXTS.title}
          {done && (
            <CheckCircle2
              className="size-5 text-green-700"
              aria-label="Klart"
              data-testid="activation-done"
            />
          )}
        </h3>
        <p>
          {MANUAL_ACTIVATION_TEXTS.deliveryAddress}: {place.deliveryAddress}, {place.deliveryCity}
        </p>
        <p>
          {MANUAL_ACTIVATION_TEXTS.orderNumber}: {place.accessOrderNumber ?? '-'}
        </p>
        <p>
          {MANUAL_ACTIVATION_TEXTS.mainCentral}: {place.mainCentral ?? '-'}
        </p>
        {done && (
          <div className="mt-2 flex flex-col gap-1" data-testid="activation-links">
            <AppLink to={`/klc/${created.customerNumber}/tjanster`} className="text-primary underline">
              {created.existing ? MANUAL_ACTIVATION_TEXTS.customer : MANUAL_ACTIVATION_TEXTS.newCustomer}:{' '}
              {created.name}, {created.customerNumber}
              {created.agreementNumber !== null && `, avtal ${created.agreementNumber}`}
            </AppLink>
            <AppLink to={`/sappis/cases/${caseNumber}`} className="text-primary underline">
              {MANUAL_ACTIVATION_TEXTS.newCase}: {caseNumber}
            </AppLink>
          </div>
        )}
      </header>
      <Step number={1} title={MANUAL_ACTIVATION_TEXTS.step1} done={created !== null}>
        <CreateCustomerFlow
          initial={{
            address: place.deliveryAddress,
            postalCode: place.deliveryPostalCode ?? '',
            city: place.deliveryCity,
          }}
          placeAgreementNumber={place.agreementNumber}
          onCreated={(customer) => setCreated({ ...customer, existing: false })}
          onExisting={(customerNumber, name) =>
            setCreated({ customerNumber, name, agreementNumber: null, existing: true })
          }
          existingLabel={MANUAL_ACTIVATION_TEXTS.useExisting}
        />
      </Step>
      <Step number={2} title={MANUAL_ACTIVATION_TEXTS.step2} done={caseNumber !== null}>
        {created === null ? (
          <p className="text-sm text-muted-foreground">Skapa kunden först.</p>
        ) : caseNumber === null ? (
          <ExistingActivationCases customerNumber={created.customerNumber}>
            <ActivationCaseForm created={created} onCreated={setCaseNumber} />
          </ExistingActivationCases>
        ) : (
          <p role="status" className="text-sm text-green-700">
            {MANUAL_ACTIVATION_TEXTS.caseCreated}
          </p>
        )}
      </Step>
    </div>
  );
}
