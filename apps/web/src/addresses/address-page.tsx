import { useParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { PREMISES_LABELS } from '@/marketability/premises-labels.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { useAddressLive } from './use-address-live.ts';

type AddressPageData = RouterOutputs['addresses']['byId'];

/**
 * /sappis/adresser/{addressId}, where every address-register link leads (document 1 section 2.1, document 3
 * section 2): the address with its network, its accesses, their main agreements, and the agreements and customers
 * at it; live as agreements there change or get the address.
 */
export function AddressPage() {
  const addressId = useParams().addressId ?? '';
  const query = trpc.addresses.byId.useQuery({ addressId }, { enabled: addressId !== '', retry: false });
  useAddressLive(addressId);
  const page = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={page?.address.composite ?? 'Adress'}
        description={
          page &&
          [`Adress-ID ${page.address.id}`, page.address.network && `Nät ${page.address.network}`]
            .filter(Boolean)
            .join(' · ')
        }
      />
      {query.isLoading && <PageLoading />}
      {query.error && (
        <p role="alert" className="text-destructive">
          {query.error.message}
        </p>
      )}
      {page && (
        <>
          <AgreementsCard agreements={page.agreements} />
          <AccessesCard accesses={page.accesses} />
          <MainAgreementsCard mainAgreements={page.mainAgreements} />
        </>
      )}
    </div>
  );
}

function AgreementsCard({ agreements }: Pick<AddressPageData, 'agreements'>) {
  return (
    <Card aria-label="Avtal och kunder på adressen">
      <CardHeader>
        <CardTitle>Avtal och kunder på adressen ({agreements.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Avtal</TableHead>
              <TableHead>Kund</TableHead>
              <TableHead>Leveransadress</TableHead>
              <TableHead>Huvudavtal</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {agreements.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-muted-foreground">
                  Inga avtal finns på adressen.
                </TableCell>
              </TableRow>
            )}
            {agreements.map((item) => (
              <TableRow key={item.agreementNumber} className={item.ended ? 'text-muted-foreground' : ''}>
                <TableCell>{item.agreementNumber}</TableCell>
                <TableCell>
                  <AppLink className="text-primary underline" to={customerViewPath(item.customerNumber)}>
                    {item.customerName} ({item.customerNumber})
                  </AppLink>
                </TableCell>
                <TableCell>{item.deliveryAddress}</TableCell>
                <TableCell>
                  {item.mainAgreementNumber === null
                    ? '–'
                    : `${item.mainAgreementNumber} ${item.mainAgreementName}`}
                </TableCell>
                <TableCell>{item.ended ? 'Avslutat' : 'Aktivt'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function AccessesCard({ accesses }: Pick<AddressPageData, 'accesses'>) {
  return (
    <Card aria-label="Accesser">
      <CardHeader>
        <CardTitle>Accesser ({accesses.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Huvudavtal</TableHead>
              <TableHead>Nät</TableHead>
              <TableHead>Huvudcentral</TableHead>
              <TableHead>Externt id</TableHead>
              <TableHead>Order</TableHead>
              <TableHead>Lokal</TableHead>
              <TableHead>Giltig</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {accesses.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="text-muted-foreground">
                  Adressen har inga accesser.
                </TableCell>
              </TableRow>
            )}
            {accesses.map((access) => (
              <TableRow key={access.externalId} className={access.active ? '' : 'text-muted-foreground'}>
                <TableCell>
                  {access.mainAgreementNumber} {access.mainAgreementName}
                </TableCell>
                <TableCell>{access.network}</TableCell>
                <TableCell>{access.mainCentral ?? '–'}</TableCell>
                <TableCell>{access.externalId}</TableCell>
                <TableCell>{access.orderNumber ?? '–'}</TableCell>
                <TableCell>{PREMISES_LABELS[access.premisesType] ?? access.premisesType}</TableCell>
                <TableCell className="whitespace-nowrap">
                  från {access.validFrom}
                  {access.validTo && ` till ${access.validTo}`}
                  {!access.active && ' (Frånkopplad)'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function MainAgreementsCard({ mainAgreements }: Pick<AddressPageData, 'mainAgreements'>) {
  return (
    <Card aria-label="Huvudavtal">
      <CardHeader>
        <CardTitle>Huvudavtal ({mainAgreements.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1 text-sm">
          {mainAgreements.map((main) => (
            <li key={main.number}>
              <span className="font-medium">
                {main.number} {main.name}
              </span>
              <span className="block text-xs text-muted-foreground">
                {[
                  main.distributionNetwork && `Distributionsnät ${main.distributionNetwork}`,
                  main.mainCentral && `Huvudcentral ${main.mainCentral}`,
                  `från ${main.startsAt}${main.endsAt ? ` till ${main.endsAt}` : ''}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
