import { shortenServiceName } from '@sappis/shared/text';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

export interface ChecklistService {
  id: number;
  productName: string;
  /** Why the service cannot be selected, shown in its row; undefined: selectable. */
  blockedNote?: string;
}

/** A table of services with a checkbox each (the pause and continue panels), names cut to 35 characters. */
export function ServiceChecklist<T extends ChecklistService>({
  label,
  services,
  selected,
  onToggle,
  columns,
}: {
  label: string;
  services: T[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  columns: { header: string; cell: (service: T) => ReactNode }[];
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8" />
          <TableHead>Tjänst</TableHead>
          {columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {services.map((service) => {
          const name = shortenServiceName(service.productName);
          return (
            <TableRow key={service.id}>
              <TableCell>
                <input
                  type="checkbox"
                  aria-label={name}
                  checked={selected.has(service.id)}
                  disabled={service.blockedNote !== undefined}
                  onChange={(event) => onToggle(service.id, event.target.checked)}
                />
              </TableCell>
              <TableCell title={service.productName}>
                {name}
                {service.blockedNote && (
                  <span className="block text-xs text-muted-foreground">{service.blockedNote}</span>
                )}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.cell(service)}</TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
