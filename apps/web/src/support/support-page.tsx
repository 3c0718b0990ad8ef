import { caseStatusName } from '@sappis/shared/cases';
import {
  SUPPORT_AREAS,
  SUPPORT_IMPACTS,
  SUPPORT_TEXTS,
  type SupportArea,
  type SupportImpact,
  supportReportSchema,
} from '@sappis/shared/support/support-rules';
import { type FormEvent, useId, useState } from 'react';
import { CaseTabLink } from '@/cases/case-tab-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField, fieldErrorsOf, SelectField, TextareaField } from '@/customers/panels/form-field.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { useProductName } from '@/system/product-name.tsx';

const AREA_KEYS = Object.keys(SUPPORT_AREAS) as SupportArea[];
const IMPACT_KEYS = Object.keys(SUPPORT_IMPACTS) as SupportImpact[];

interface ReportDraft {
  area: SupportArea | '';
  impact: SupportImpact | '';
  title: string;
  description: string;
  pageAddress: string;
  customerNumber: string;
}

const EMPTY: ReportDraft = {
  area: '',
  impact: '',
  title: '',
  description: '',
  pageAddress: '',
  customerNumber: '',
};

/** /sappis/support (Intern support): report a problem with Sappis, which becomes a case; follow earlier reports. */
export function SupportPage() {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const productName = useProductName();
  const { requestId, renew } = useRequestId();
  const [draft, setDraft] = useState<ReportDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reported, setReported] = useState<number | null>(null);
  const reports = trpc.support.myReports.useQuery();
  const report = trpc.support.report.useMutation({
    onSuccess: ({ caseNumber }) => {
      renew();
      setDraft(EMPTY);
      setReported(caseNumber);
      void utils.support.myReports.invalidate();
      toast(`${SUPPORT_TEXTS.reported} ${caseNumber}.`, { severity: 'success' });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast(userMessageOf(error), { severity: 'error' });
    },
  });
  const set = (field: keyof ReportDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customerNumber = draft.customerNumber.trim();
    const parsed = supportReportSchema.safeParse({
      requestId,
      area: draft.area,
      impact: draft.impact,
      title: draft.title,
      description: draft.description,
      pageAddress: draft.pageAddress,
      customerNumber:
        customerNumber === '' ? null : /^\d+$/.test(customerNumber) ? Number(customerNumber) : Number.NaN,
      browser: navigator.userAgent.slice(0, 300),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setReported(null);
    report.mutate(parsed.data);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Intern support"
        description="Något i Sappis som inte fungerar? Beskriv problemet så blir det ett ärende hos rätt grupp. Här ser du också dina tidigare felanmälningar."
      />
      <Card className="p-5">
        <h2 className="mb-3 text-base font-semibold">Ny felanmälan</h2>
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id={`${id}-area`}
              label="Vad gäller det?"
              value={draft.area}
              error={errors.area}
              onChange={set('area')}
            >
              <option value="">Välj del av Sappis</option>
              {AREA_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SUPPORT_AREAS[key]}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`${id}-impact`}
              label="Hur påverkar det ditt arbete?"
              value={draft.impact}
              error={errors.impact}
              onChange={set('impact')}
            >
              <option value="">Välj påverkan</option>
              {IMPACT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SUPPORT_IMPACTS[key]}
                </option>
              ))}
            </SelectField>
          </div>
          <FormField
            id={`${id}-title`}
            label="Rubrik"
            value={draft.title}
            error={errors.title}
            onChange={set('title')}
          />
          <TextareaField
            id={`${id}-description`}
            label="Beskrivning"
            placeholder="Vad gjorde du, vad hände och vad förväntade du dig?"
            value={draft.description}
            error={errors.description}
            onChange={set('description')}
          />
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <FormField
              id={`${id}-page`}
              label="Sidans adress (valfritt)"
              placeholder="Klistra in adressen där felet uppstod"
              value={draft.pageAddress}
              error={errors.pageAddress}
              onChange={set('pageAddress')}
            />
            <FormField
              id={`${id}-customer`}
              label="Kundnummer (valfritt)"
              value={draft.customerNumber}
              error={errors.customerNumber}
              onChange={set('customerNumber')}
            />
          </div>
          <Button type="submit" className="self-start" disabled={report.isPending}>
            Skicka felanmälan
          </Button>
          {reported !== null && (
            <p className="text-sm" data-testid="support-reported">
              {SUPPORT_TEXTS.reported} <CaseTabLink caseNumber={reported} />.
            </p>
          )}
        </form>
      </Card>
      <Card>
        <h2 className="border-b p-3 text-base font-semibold">Mina felanmälningar</h2>
        <Table aria-label="Mina felanmälningar">
          <TableHeader>
            <TableRow>
              <TableHead>Ärende</TableHead>
              <TableHead>Rubrik</TableHead>
              <TableHead>Område</TableHead>
              <TableHead>Hanteras av</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Skapad</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.isError && (
              <TableRow>
                <TableCell colSpan={6} role="alert" className="text-destructive">
                  {userMessageOf(reports.error, 'Kunde inte hämta dina felanmälningar.')}
                </TableCell>
              </TableRow>
            )}
            {reports.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  {SUPPORT_TEXTS.empty}
                </TableCell>
              </TableRow>
            )}
            {reports.data?.map((item) => (
              <TableRow key={item.caseNumber}>
                <TableCell>
                  <CaseTabLink caseNumber={item.caseNumber} />
                </TableCell>
                <TableCell>{item.header.replace(/^Support: /, '')}</TableCell>
                <TableCell>{item.area ?? '–'}</TableCell>
                <TableCell>{item.ownerGroup}</TableCell>
                <TableCell>{caseStatusName(item.status, productName)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(item.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
