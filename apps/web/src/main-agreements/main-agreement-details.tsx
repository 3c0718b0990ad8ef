import { MAIN_AGREEMENT_TEXTS } from '@sappis/shared';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { MemoCard } from '@/memos/memo-card.tsx';
import { MemoEditor } from '@/memos/memo-editor.tsx';
import { MainAgreementFiles } from './main-agreement-files.tsx';
import { useCanEditMainAgreements } from './use-can-edit-main-agreements.ts';

type Details = RouterOutputs['mainAgreements']['details'];

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value === '' || value === null ? '–' : value}</dd>
    </div>
  );
}

/**
 * A main agreement: details, memos, files, addresses (document 3 panel 15 and section 3). Everyone reads the
 * details, memos and files (also from a customer's agreement); the main-agreement groups edit them and see the
 * addresses.
 */
export function MainAgreementDetails({ number }: { number: number }) {
  const canEdit = useCanEditMainAgreements();
  const details = trpc.mainAgreements.details.useQuery({ number });
  if (details.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!details.data) return <p className="text-sm text-destructive">{userMessageOf(details.error)}</p>;
  const main = details.data;
  return (
    <Card className="@container p-5" data-testid="main-agreement-details">
      <h2 className="mb-3 text-lg font-semibold">
        {main.number} – {main.name}
      </h2>
      <Tabs defaultValue="details">
        <TabsList>
          <TabsTrigger value="details">Detaljer</TabsTrigger>
          <TabsTrigger value="memos">Memon ({main.memos.length})</TabsTrigger>
          <TabsTrigger value="files">Filer ({main.files.length})</TabsTrigger>
          {canEdit && <TabsTrigger value="addresses">Adresser ({main.addressCount})</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          <DetailsView main={main} />
        </TabsContent>
        <TabsContent value="memos">
          {canEdit ? <Memos main={main} /> : <MemoList memos={main.memos} />}
        </TabsContent>
        <TabsContent value="files">
          <MainAgreementFiles number={main.number} files={main.files} canEdit={canEdit} />
        </TabsContent>
        {canEdit && (
          <TabsContent value="addresses">
            <Addresses number={main.number} />
          </TabsContent>
        )}
      </Tabs>
    </Card>
  );
}

function DetailsView({ main }: { main: Details }) {
  return (
    <div className="flex flex-col gap-4 pt-3">
      <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
        <Field label="Distribution" value={main.transmissions.join(', ')} />
        <Field label="Nät" value={main.distributionNetwork} />
        <Field label="Servicepartner" value={main.servicePartner} />
        <Field label="Operatör" value={main.operator?.name ?? ''} />
        <Field label="Startdatum" value={main.startsAt} />
        <Field label="Slutdatum" value={main.endsAt ?? ''} />
        <Field label="Månader" value={main.months ?? ''} />
        <Field label="Kategori" value={main.category ?? ''} />
        <Field
          label="Huvudcentral"
          value={main.mainCentral ? `${main.mainCentral.name} ${main.mainCentral.description}`.trim() : ''}
        />
        <Field label="TV" value={`${main.settings.tv.connection} ${main.settings.tv.port}`.trim()} />
        <Field
          label="Bredband"
          value={`${main.settings.broadband.connection} ${main.settings.broadband.port}`.trim()}
        />
      </dl>
      {main.collective && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Kollektivt</h3>
          <Field
            label="Hårdvaruprodukter"
            value={main.collective.hardwareProducts
              .map((product) =>
                product.name ? `${product.productNumber} ${product.name}` : product.productNumber,
              )
              .join(', ')}
          />
          <Field label="Återaktivering" value={main.collective.reactivation ? 'Ja' : 'Nej'} />
          <table className="text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th>Produkt</th>
                <th>Beskrivning</th>
                <th>Aktivering</th>
              </tr>
            </thead>
            <tbody>
              {main.collective.activations.map((activation) => (
                <tr key={`${activation.productId}-${activation.activationType}`}>
                  <td>
                    {activation.productId} {activation.productName}
                  </td>
                  <td>{activation.description}</td>
                  <td>
                    {activation.activationLabel} ({activation.activationType})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {main.collective.settings.map((setting) => (
            <Field key={setting.key} label={setting.key} value={setting.value} />
          ))}
        </section>
      )}
    </div>
  );
}

function Memos({ main }: { main: Details }) {
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const deactivate = trpc.memos.deactivate.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const scopes = [
    {
      kind: 'MAIN_AGREEMENT' as const,
      mainAgreementNumber: main.number,
      label: `Huvudavtal ${main.number} – ${main.name}`,
    },
    ...(main.operator
      ? [
          {
            kind: 'OPERATOR' as const,
            operatorId: main.operator.id,
            label: `Operatörskund ${main.operator.name}`,
          },
        ]
      : []),
    ...(main.mainCentral
      ? [
          {
            kind: 'MAIN_CENTRAL' as const,
            mainCentral: main.mainCentral.name,
            label: `Huvudcentral ${main.mainCentral.name}`,
          },
        ]
      : []),
  ];
  const item = (memo: Details['memos'][number]) =>
    editing === memo.id ? (
      <MemoEditor
        key={memo.id}
        customerNumber={null}
        memo={memo}
        scopes={scopes}
        done={() => setEditing(null)}
      />
    ) : (
      <MemoCard
        key={memo.id}
        memo={memo}
        actions={
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(memo.id)}>
              Ändra
            </Button>
            {memo.flaggedActive && (
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  try {
                    const result = await deactivate.mutateAsync({ id: memo.id });
                    await utils.mainAgreements.details.invalidate({ number: main.number });
                    toast(result.message, { severity: 'success' });
                  } catch (error) {
                    toast(userMessageOf(error), { severity: 'error' });
                  }
                }}
              >
                Inaktivera
              </Button>
            )}
          </div>
        }
      />
    );
  return (
    <MemoList memos={main.memos} item={item}>
      {editing === 'new' ? (
        <MemoEditor customerNumber={null} memo={null} scopes={scopes} done={() => setEditing(null)} />
      ) : (
        <Button size="sm" className="self-start" onClick={() => setEditing('new')}>
          Nytt memo
        </Button>
      )}
    </MemoList>
  );
}

const readOnlyMemo = (memo: Details['memos'][number]) => <MemoCard key={memo.id} memo={memo} />;

/** The memos, active first and inactive greyed, each shown by `item` (a reader's: the card alone). */
function MemoList({
  memos,
  item = readOnlyMemo,
  children,
}: {
  memos: Details['memos'];
  item?: (memo: Details['memos'][number]) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const active = memos.filter((memo) => memo.active);
  const inactive = memos.filter((memo) => !memo.active);
  return (
    <div className="flex flex-col gap-3 pt-3" data-testid="main-agreement-memos">
      {children}
      <h3 className="font-semibold">Aktiva ({active.length})</h3>
      {active.map(item)}
      <h3 className="font-semibold">Inaktiva ({inactive.length})</h3>
      <div className="flex flex-col gap-2 opacity-60">{inactive.map(item)}</div>
    </div>
  );
}

function Addresses({ number }: { number: number }) {
  const [page, setPage] = useState(1);
  const addresses = trpc.mainAgreements.addresses.useQuery({ number, page, pageSize: 50 });
  const [confirmed, setConfirmed] = useState(false);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const toast = useToast();
  const destroy = trpc.mainAgreements.destroyAllAddresses.useMutation({
    onSuccess: async (result) => {
      renew();
      setConfirmed(false);
      toast(result.message, { severity: 'success' });
      await Promise.all([
        utils.mainAgreements.addresses.invalidate({ number }),
        utils.mainAgreements.addressCount.invalidate({ number }),
        utils.mainAgreements.details.invalidate({ number }),
      ]);
    },
  });
  if (addresses.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!addresses.data) return <p className="text-sm text-destructive">{userMessageOf(addresses.error)}</p>;
  const pages = Math.max(1, Math.ceil(addresses.data.total / 50));
  return (
    <div className="flex flex-col gap-3 pt-3">
      <p className="text-sm">{addresses.data.total} adresser</p>
      <ul className="flex flex-col gap-1 text-sm">
        {addresses.data.items.map((item) => (
          <li key={item.id}>
            {item.address} ({item.addressId}) – {item.network}, {item.externalId}
            {item.validTo ? `, t.o.m. ${item.validTo}` : ''}
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
      {addresses.data.total > 0 && (
        <div className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            {MAIN_AGREEMENT_TEXTS.confirmDestroyAll}
          </label>
          <Button
            variant="destructive"
            size="sm"
            className="self-start"
            disabled={!confirmed || destroy.isPending}
            onClick={() => destroy.mutate({ requestId, number, confirmed: true })}
          >
            Ta bort alla adresser
          </Button>
          {destroy.error && <p className="text-sm text-destructive">{userMessageOf(destroy.error)}</p>}
        </div>
      )}
    </div>
  );
}
