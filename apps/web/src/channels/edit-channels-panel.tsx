import { planChannelEdit } from '@sappis/shared/agreements/channel-edit';
import {
  CHANNEL_LIMIT_MESSAGE,
  CHANNEL_LIMIT_MESSAGE_MS,
  type ChannelList,
  isSelectedChannel,
  toggleChannel,
} from '@sappis/shared/agreements/channels';
import { END_DATE_STATE_TEXTS } from '@sappis/shared/agreements/end-date-states';
import { useEffect, useRef, useState } from 'react';
import { findRow } from '@/agreement-rows/find-row.ts';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { cn } from '@/lib/utils.ts';

type ChannelPackage = RouterOutputs['channels']['channelPackage'];

const LISTS: { list: ChannelList; title: string }[] = [
  { list: 'ACTIVE', title: 'Aktiva' },
  { list: 'UPCOMING', title: 'Kommande' },
  { list: 'TO_BE_REPLACED', title: 'Byts ut' },
  { list: 'ENDED', title: 'Avslutade' },
];

/** The package's channels split into active, upcoming, to be replaced and ended (red). */
export function ChannelLists({ channels }: { channels: ChannelPackage['channels'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 text-sm">
      {LISTS.map(({ list, title }) => {
        const items = channels.filter((channel) => channel.list === list);
        if (items.length === 0) return null;
        return (
          <section key={list} aria-label={title} className={cn(list === 'ENDED' && 'text-red-700')}>
            <h4 className="font-semibold">{title}</h4>
            <ul>
              {items.map((channel) => (
                <li key={channel.rowId}>
                  {channel.name}
                  {list === 'UPCOMING' && channel.startDate && ` (från ${channel.startDate})`}
                  {list !== 'UPCOMING' && channel.endDate && ` (t.o.m. ${channel.endDate})`}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

interface SaveResult {
  ok: boolean;
  text: string;
}

function ChannelPicker({
  data,
  customerNumber,
  onResult,
}: {
  data: ChannelPackage;
  customerNumber: number;
  onResult: (result: SaveResult | null) => void;
}) {
  const initial = data.channels
    .filter((channel) => isSelectedChannel(channel.list))
    .map((c) => c.productNumber);
  const [selected, setSelected] = useState<string[]>(initial);
  const [limitShown, setLimitShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const utils = trpc.useUtils();
  const mutation = trpc.channels.update.useMutation();
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const changed =
    selected.length !== initial.length || selected.some((channel) => !initial.includes(channel));
  // The server's plan of the change: its start date, or why it is refused (a day with too many or a doubled channel).
  const outcome = changed ? planChannelEdit(data, selected, data.today) : null;
  /** A channel whose ticking the server would refuse for a day, not for the count (that shows the limit message). */
  const refusedTick = (channel: string) => {
    if (selected.includes(channel) || selected.length >= data.selectableChannelCount) return null;
    const ticked = planChannelEdit(data, [...selected, channel], data.today);
    return !ticked.ok && ticked.reason === 'SCHEDULE' ? ticked.message : null;
  };

  const toggle = (channel: string) => {
    const next = toggleChannel(selected, channel, data.selectableChannelCount);
    setSelected(next.selected);
    if (next.limitReached) {
      setLimitShown(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setLimitShown(false), CHANNEL_LIMIT_MESSAGE_MS);
    }
  };

  const save = async () => {
    onResult(null);
    try {
      const saved = await mutation.mutateAsync({ packageRowId: data.packageRowId, channels: selected });
      await Promise.all([
        utils.channels.channelPackage.invalidate({ packageRowId: data.packageRowId }),
        utils.customers.byNumber.invalidate({ customerNumber }),
      ]);
      onResult({ ok: true, text: `Kanalerna är ändrade. Nya kanaler gäller från ${saved.startDate}.` });
    } catch (error) {
      onResult({ ok: false, text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Valda kanaler: {selected.length} av {data.selectableChannelCount}
      </p>
      <fieldset className="grid grid-cols-2 gap-1">
        <legend className="sr-only">Kanaler</legend>
        {data.available
          .filter((channel) => channel.tv)
          .map((channel) => {
            const refused = refusedTick(channel.productNumber);
            return (
              <label
                key={channel.productNumber}
                className="flex items-center gap-2 text-sm"
                title={refused ?? undefined}
              >
                <input
                  type="checkbox"
                  checked={selected.includes(channel.productNumber)}
                  disabled={!data.editable || mutation.isPending || refused !== null}
                  onChange={() => toggle(channel.productNumber)}
                />
                <span className={cn(refused && 'text-muted-foreground')}>{channel.name}</span>
                <span className="text-xs text-muted-foreground">Plats {channel.position}</span>
              </label>
            );
          })}
      </fieldset>
      {limitShown && (
        <p role="alert" className="text-sm text-amber-800">
          {CHANNEL_LIMIT_MESSAGE}
        </p>
      )}
      {outcome?.ok && outcome.plan.added.length > 0 && (
        <p className="text-sm">Nya kanaler gäller från {outcome.plan.startDate}.</p>
      )}
      {outcome && !outcome.ok && outcome.reason === 'SCHEDULE' && (
        <p className="text-sm text-destructive">{outcome.message}</p>
      )}
      <Button
        className="self-start"
        disabled={!data.editable || !changed || mutation.isPending || (outcome !== null && !outcome.ok)}
        onClick={save}
      >
        Spara
      </Button>
    </div>
  );
}

/** Edit channels of a channel package (`?panel=edit-channels&row=<package row id>`). */
export default function EditChannelsPanel({ customer, params }: PanelProps) {
  const packageRowId = Number(params.get('row'));
  const { openPanel } = usePanel();
  // Only packages of the customer shown: a deep link must not edit another customer's channels under this name.
  const ownRow = findRow(customer, params) !== null;
  const query = trpc.channels.channelPackage.useQuery({ packageRowId }, { enabled: ownRow });
  // Kept here: the picker starts over (new key) when the saved channels come back.
  const [result, setResult] = useState<SaveResult | null>(null);
  if (!ownRow || query.error)
    return (
      <p className="text-sm text-destructive">{userMessageOf(query.error, 'Kanalpaketet hittades inte')}</p>
    );
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  const data = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid="edit-channels">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          {data.productName} ({data.productNumber})
        </h3>
        <Button
          variant="link"
          size="sm"
          onClick={() => openPanel('channel-view', { row: String(packageRowId) })}
        >
          Visa kanalutbud
        </Button>
      </div>
      {data.endDateState !== 'OPEN' && (
        <p className={cn('text-sm', data.editable ? 'text-amber-800' : 'text-red-700')}>
          {END_DATE_STATE_TEXTS[data.endDateState]}
        </p>
      )}
      <ChannelLists channels={data.channels} />
      <ChannelPicker
        key={data.channels.map((c) => `${c.rowId}:${c.list}`).join()}
        data={data}
        customerNumber={customer.customerNumber}
        onResult={setResult}
      />
      {result && (
        <p role="status" className={cn('text-sm', result.ok ? 'text-emerald-700' : 'text-destructive')}>
          {result.text}
        </p>
      )}
    </div>
  );
}
