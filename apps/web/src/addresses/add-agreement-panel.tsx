import {
  ADD_AGREEMENT_TEXTS,
  type AddAgreementChoices,
  mainAgreementOptions,
  planAddAgreement,
} from '@sappis/shared/addresses/add-agreement';
import type { MissingAddress } from '@sappis/shared/addresses/address-cases';
import { planFingerprint } from '@sappis/shared/agreements/operations/fingerprint';
import { firstRefusal } from '@sappis/shared/agreements/operations/plan';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type AddressHit, AddressSearchStep } from './address-search-step.tsx';
import { MissingAddressSection } from './missing-address-form.tsx';
import { PanelMessage, type PanelMessageState } from './panel-message.tsx';

/**
 * Add an agreement at the customer's address (document 3 section 4): 1 search the address, 2 pick it or say it
 * is missing, 3 choose the main agreement, 4 create the agreement (a new-agreement case goes with it) — or send
 * the missing address as an address request. The preview is the plan the server recomputes.
 */
export default function AddAgreementPanel({ customer }: PanelProps) {
  const [picked, setPicked] = useState<AddressHit | null>(null);
  const [missing, setMissing] = useState(false);
  const [searched, setSearched] = useState(false);
  const [mainAgreementNumber, setMainAgreementNumber] = useState<number | null>(null);
  const [message, setMessage] = useState<PanelMessageState>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const contextQuery = trpc.addresses.addAgreementContext.useQuery(
    { customerNumber: customer.customerNumber, addressId: picked?.id ?? null },
    { enabled: picked !== null },
  );
  const mutation = trpc.addresses.addAgreement.useMutation();
  const data = contextQuery.data;
  const options = data ? mainAgreementOptions(data.context, data.today) : [];
  const chosenMain =
    mainAgreementNumber ?? (options.length === 1 ? (options[0]?.mainAgreementNumber ?? null) : null);
  const choices: AddAgreementChoices = {
    addressId: picked?.id ?? null,
    mainAgreementNumber: chosenMain,
    missingAddress: null,
  };
  const outcome = data && picked ? planAddAgreement(data.context, choices, data.today) : null;

  const send = async (sent: AddAgreementChoices, fingerprint: string) => {
    setMessage(null);
    try {
      const result = await mutation.mutateAsync({
        requestId,
        customerNumber: customer.customerNumber,
        planFingerprint: fingerprint,
        choices: sent,
      });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      setMessage({
        tone: 'ok',
        text:
          result.agreementNumber === null
            ? ADD_AGREEMENT_TEXTS.requested(result.caseNumber)
            : `${ADD_AGREEMENT_TEXTS.created(result.agreementNumber)} Ärende ${result.caseNumber} är skapat.`,
      });
      renew();
    } catch (error) {
      setMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };
  const onCreate = () => {
    if (outcome?.ok) void send(choices, planFingerprint(outcome.plan));
  };
  const onRequest = async (address: MissingAddress) => {
    const sent: AddAgreementChoices = { addressId: null, mainAgreementNumber: null, missingAddress: address };
    const { context, today } = await utils.addresses.addAgreementContext.fetch({
      customerNumber: customer.customerNumber,
      addressId: null,
    });
    const planned = planAddAgreement(context, sent, today);
    if (planned.ok) void send(sent, planFingerprint(planned.plan));
    else setMessage({ tone: 'error', text: firstRefusal(planned.refusals) ?? '' });
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <h3 className="font-medium">1. Sök adress</h3>
      <AddressSearchStep
        picked={picked?.id ?? null}
        onPick={(hit) => {
          setPicked(hit);
          setMainAgreementNumber(null);
          if (hit) setMissing(false);
        }}
        onSearched={() => setSearched(true)}
      />
      <MissingAddressSection
        visible={searched}
        open={missing}
        onToggle={() => setMissing((on) => !on)}
        linkLabel="Adressen saknas – skicka en adressbegäran"
        submitLabel="Skicka adressbegäran"
        pending={mutation.isPending}
        onValid={onRequest}
      />
      {picked && data && (
        <>
          <h3 className="font-medium">2. Välj huvudavtal</h3>
          <div className="flex flex-col gap-1">
            <Label htmlFor="add-agreement-main">Huvudavtal</Label>
            <NativeSelect
              id="add-agreement-main"
              value={chosenMain ?? ''}
              onChange={(event) => setMainAgreementNumber(Number(event.target.value))}
            >
              {chosenMain === null && <option value="">Välj huvudavtal</option>}
              {options.map((option) => (
                <option key={option.mainAgreementNumber} value={option.mainAgreementNumber}>
                  {option.mainAgreementNumber} {option.mainAgreementName} ({option.network})
                </option>
              ))}
            </NativeSelect>
          </div>
          {outcome?.ok && outcome.plan.agreement && (
            <section aria-label="Det här händer" className="rounded-md border border-sky-200 bg-sky-50 p-3">
              <h3 className="mb-1 font-medium">Det här händer:</h3>
              <ul className="list-disc pl-5">
                <li>
                  Nytt avtal på {outcome.plan.agreement.deliveryAddress},{' '}
                  {outcome.plan.agreement.deliveryCity} under huvudavtal{' '}
                  {outcome.plan.agreement.mainAgreementNumber}.
                </li>
                <li>
                  Ärende {outcome.plan.case.typeId} skapas i ägargrupp {outcome.plan.case.ownerGroupId}: "
                  {outcome.plan.case.header}".
                </li>
              </ul>
            </section>
          )}
          {outcome && !outcome.ok && (
            <p role="alert" className="text-destructive">
              {firstRefusal(outcome.refusals)}
            </p>
          )}
          <Button type="button" onClick={onCreate} disabled={!outcome?.ok || mutation.isPending}>
            Skapa avtal
          </Button>
        </>
      )}
      <PanelMessage message={message} />
    </div>
  );
}
