import {
  ASSIGNMENT_TEXTS,
  type AssignmentChoices,
  type AssignmentParty,
  type AssignmentPlan,
  type AssignmentResult,
  assignmentEndDates,
  assignmentSuccessLines,
  canSearchReceiver,
  planAssignment,
} from '@sappis/shared/agreements/operations/assignment/assignment';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { displayPersonalNumber } from '@sappis/shared/customers/create-customer';
import { isMonthEnd } from '@sappis/shared/dates';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { AgreementChangedNotice } from '@/customers/agreement-changed-notice.tsx';
import { CreateCustomerFlow } from '@/customers/create/create-customer-flow.tsx';
import { CustomerCreatedNotice } from '@/customers/create/create-customer-form.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import { OperationFeedback } from '../operations/operation-feedback.tsx';
import { PlanPreview } from '../operations/plan-preview.tsx';
import { RefusalList } from '../operations/refusal-list.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { useOperationSubmit } from '../operations/use-operation-submit.ts';

type Receiver = AssignmentParty & { personalId: string; deliveryAddress: string | null };

/** Search the receiving customer by customer number or personal number (from 3 characters), never the current one. */
function ReceiverSearch({
  customerNumber,
  selected,
  onSelect,
  initialQuery = '',
}: {
  customerNumber: number;
  selected: Receiver | null;
  onSelect: (receiver: Receiver | null) => void;
  initialQuery?: string;
}) {
  const [text, setText] = useState(initialQuery);
  const [searched, setSearched] = useState(initialQuery);
  const hits = trpc.agreements.assignmentReceivers.useQuery(
    { query: searched, customerNumber },
    { enabled: canSearchReceiver(searched) },
  );
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    if (canSearchReceiver(text)) setSearched(text.trim());
  };
  // A search made for a customer just created (or found) selects it.
  const only = hits.data?.length === 1 ? hits.data[0] : undefined;
  const preselect =
    only !== undefined && initialQuery !== '' && searched === initialQuery && selected === null;
  useEffect(() => {
    if (preselect && only) onSelect(only);
  }, [preselect, only, onSelect]);
  return (
    <div className="flex flex-col gap-2">
      <form className="flex flex-col gap-1" onSubmit={search} noValidate>
        <Label htmlFor="assignment-search">{ASSIGNMENT_TEXTS.searchLabel}</Label>
        <div className="flex gap-2">
          <Input
            id="assignment-search"
            value={text}
            maxLength={20}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!canSearchReceiver(text)}>
            {ASSIGNMENT_TEXTS.search}
          </Button>
        </div>
      </form>
      {hits.isFetching && <p className="text-sm text-muted-foreground">Söker...</p>}
      {!hits.isFetching && hits.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">{ASSIGNMENT_TEXTS.noResult}</p>
      )}
      {hits.data && hits.data.length > 0 && (
        <fieldset className="flex flex-col gap-1 text-sm" aria-label="Mottagare">
          {hits.data.map((hit) => (
            <label key={hit.customerNumber} className="flex items-center gap-2">
              <input
                type="radio"
                name="assignment-receiver"
                checked={selected?.customerNumber === hit.customerNumber}
                onChange={() => onSelect(hit)}
              />
              {hit.name}, {hit.customerNumber}, {displayPersonalNumber(hit.personalId)}
              {hit.deliveryAddress ? `, ${hit.deliveryAddress}` : ''}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function AssignmentFeedback({
  state,
  onBack,
  onClose,
}: {
  state: ReturnType<typeof useOperationSubmit<AssignmentResult>>['state'];
  onBack: () => void;
  onClose: () => void;
}) {
  if (state.status === 'idle') return null;
  if (state.status !== 'success') {
    return (
      <OperationFeedback
        state={state}
        successText={() => ''}
        failureText={ASSIGNMENT_TEXTS.failure}
        onBack={onBack}
        onClose={onClose}
      />
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="operation-success">
      <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
      <ul className="flex flex-col gap-1 text-sm">
        {assignmentSuccessLines(state.result).map((line) => (
          <li key={line} className={line.includes('INTE') ? 'text-destructive' : 'text-green-700'}>
            {line}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="self-start" onClick={onClose}>
        Stäng
      </Button>
    </div>
  );
}

/**
 * Assignment of an agreement (Överlåtelse av avtal, document 3 panel 3, sections 4, 5, 8): the receiving customer
 * (search, or 'Skapa ny kund' with the create-customer form and a link back), the agreement, an end date among
 * the offered month-ends, a confirmation e-mail to each side; the preview of the shared plan, then the result.
 */
export default function AssignmentPanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [receiver, setReceiver] = useState<Receiver | null>(null);
  // Back from 'Skapa ny kund' the search finds the customer just created, and says it was created.
  const [mode, setMode] = useState<{ kind: 'search'; query: string; created?: boolean } | { kind: 'create' }>(
    {
      kind: 'search',
      query: '',
    },
  );
  const [endDate, setEndDate] = useState('');
  const [emailAssigner, setEmailAssigner] = useState(true);
  const [emailAssignee, setEmailAssignee] = useState(true);
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const choices: AssignmentChoices = {
    receiverCustomerNumber: receiver?.customerNumber ?? 0,
    endDate,
    emailAssigner,
    emailAssignee,
  };
  const party = useMemo(
    () =>
      receiver
        ? { customerNumber: receiver.customerNumber, name: receiver.name, email: receiver.email }
        : null,
    [receiver],
  );
  const plan = useCallback(
    (context: OperationContext, today: string) =>
      planAssignment(
        context,
        { receiverCustomerNumber: party?.customerNumber ?? 0, endDate, emailAssigner, emailAssignee },
        today,
        handler,
        party,
      ),
    [party, endDate, emailAssigner, emailAssignee, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const dates = useMemo(
    () =>
      planned.context && planned.today
        ? assignmentEndDates(planned.context.agreement.rows, planned.today)
        : [],
    [planned.context, planned.today],
  );
  const mutation = trpc.agreements.assign.useMutation();
  const { state, submit, back } = useOperationSubmit<AssignmentResult>(
    customer.customerNumber,
    agreementNumber,
  );
  if (state.status !== 'idle') return <AssignmentFeedback state={state} onBack={back} onClose={close} />;

  const outcome = planned.outcome;
  const assignmentPlan = outcome?.ok ? (outcome.plan as AssignmentPlan) : null;
  const ready = receiver !== null && agreementNumber !== null && endDate !== '' && assignmentPlan !== null;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const fingerprint = planned.fingerprint;
    if (!ready || !fingerprint || agreementNumber === null) return;
    void submit((requestId) =>
      mutation.mutateAsync({ requestId, agreementNumber, planFingerprint: fingerprint, choices }),
    );
  };

  const chosen = (found: Receiver | null) => setReceiver(found);
  const toSearch = (customerNumber: number, created = false) => {
    setReceiver(null);
    setMode({ kind: 'search', query: String(customerNumber), created });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="assignment">
      <section className="flex flex-col gap-2" aria-label="Mottagare">
        <h3 className="font-medium">Mottagare</h3>
        {mode.kind === 'search' ? (
          <>
            {mode.created && <CustomerCreatedNotice />}
            <ReceiverSearch
              key={mode.query}
              customerNumber={customer.customerNumber}
              selected={receiver}
              onSelect={chosen}
              initialQuery={mode.query}
            />
            <Button
              type="button"
              variant="link"
              className="self-start px-0"
              onClick={() => {
                setReceiver(null);
                setMode({ kind: 'create' });
              }}
            >
              {ASSIGNMENT_TEXTS.createNew}
            </Button>
          </>
        ) : (
          <>
            <CreateCustomerFlow
              onCreated={(created) => toSearch(created.customerNumber, true)}
              onExisting={(customerNumber) => toSearch(customerNumber)}
              existingLabel="Överlåt till kunden"
            />
            <Button
              type="button"
              variant="link"
              className="self-start px-0"
              onClick={() => setMode({ kind: 'search', query: '' })}
            >
              {ASSIGNMENT_TEXTS.backToSearch}
            </Button>
          </>
        )}
        {receiver && (
          <p className="text-sm" data-testid="assignment-receiver">
            Vald mottagare: {receiver.name}, {receiver.customerNumber}
          </p>
        )}
      </section>
      <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <AgreementPicker
          agreements={customer.agreements}
          value={agreementNumber}
          onChange={setAgreementNumber}
        />
        <DatePickerField
          id="assignment-end-date"
          label="Slutdatum för överlåtaren"
          value={endDate}
          onChange={setEndDate}
          min={dates[0]}
          max={dates.at(-1)}
          isAllowed={isMonthEnd}
        />
        <ConfirmationCheckbox
          email={customer.email ?? null}
          checked={emailAssigner}
          onChange={setEmailAssigner}
          label={ASSIGNMENT_TEXTS.emailAssigner}
        />
        {receiver && (
          <ConfirmationCheckbox
            email={receiver.email}
            checked={emailAssignee}
            onChange={setEmailAssignee}
            label={ASSIGNMENT_TEXTS.emailAssignee}
          />
        )}
        {agreementNumber !== null && (
          <AgreementChangedNotice key={agreementNumber} agreementNumber={agreementNumber} />
        )}
        {assignmentPlan && (
          <>
            <PlanPreview
              plan={{ ...assignmentPlan, emails: [], confirmationUnsendable: false }}
              caseNames={planned.caseNames}
            />
            <ul className="list-disc pl-5 text-sm" aria-label="Överlåtelsen">
              <li>
                {ASSIGNMENT_TEXTS.willAssign(
                  assignmentPlan.agreementNumber,
                  assignmentPlan.receiver.name,
                  assignmentPlan.startDate,
                )}{' '}
                {ASSIGNMENT_TEXTS.assignerKeeps(assignmentPlan.endDate)}
              </li>
              {assignmentPlan.confirmations.map((item) => (
                <li key={item.to}>
                  {item.to === 'assigner' ? 'Överlåtaren' : 'Mottagaren'} får e-post: {item.email.subject}.
                </li>
              ))}
            </ul>
          </>
        )}
        {outcome && !outcome.ok && receiver && endDate !== '' && (
          <RefusalList refusals={outcome.refusals} shownFields={[]} />
        )}
        <Button type="submit" className="self-start" disabled={!ready}>
          {ASSIGNMENT_TEXTS.submit}
        </Button>
      </form>
    </div>
  );
}
