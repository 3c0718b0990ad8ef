import { formatHours } from '@sappis/shared/time-report/time-report-rules';
import { Card } from '@/components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';

interface Team {
  id: number;
  name: string;
  totalMinutes: number;
  members: {
    userId: number;
    name: string;
    totalMinutes: number;
    byCategory: { categoryId: number; minutes: number }[];
  }[];
}

const hoursOrDash = (minutes: number | undefined) => (minutes ? formatHours(minutes) : '–');

/** A team lead's view of the teams they lead: each member's hours per category in the period shown. */
export function TeamTotals({
  title,
  categories,
  teams,
}: {
  title: string;
  categories: { id: number; name: string }[];
  teams: Team[];
}) {
  return (
    <>
      {teams.map((team) => {
        const minutesOf = (member: Team['members'][number], categoryId: number) =>
          member.byCategory.find((sum) => sum.categoryId === categoryId)?.minutes;
        const categoryTotal = (categoryId: number) =>
          team.members.reduce((sum, member) => sum + (minutesOf(member, categoryId) ?? 0), 0);
        return (
          <Card key={team.id} className="flex flex-col gap-3 p-5" aria-label={`Team ${team.name}`}>
            <div>
              <h2 className="font-semibold">Mitt team: {team.name}</h2>
              <p className="text-sm text-muted-foreground">
                Rapporterad tid {title.toLowerCase()}, per medarbetare.
              </p>
            </div>
            {team.totalMinutes === 0 ? (
              <p className="py-4 text-center text-sm text-muted-foreground">
                Ingen i teamet har rapporterat tid under perioden.
              </p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Medarbetare</TableHead>
                    {categories.map((category) => (
                      <TableHead key={category.id} className="text-right">
                        {category.name}
                      </TableHead>
                    ))}
                    <TableHead className="text-right">Summa</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {team.members.map((member) => (
                    <TableRow key={member.userId}>
                      <TableCell>{member.name}</TableCell>
                      {categories.map((category) => (
                        <TableCell key={category.id} className="text-right tabular-nums">
                          {hoursOrDash(minutesOf(member, category.id))}
                        </TableCell>
                      ))}
                      <TableCell className="text-right font-medium tabular-nums">
                        {formatHours(member.totalMinutes)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell>Summa team</TableCell>
                    {categories.map((category) => (
                      <TableCell key={category.id} className="text-right tabular-nums">
                        {hoursOrDash(categoryTotal(category.id))}
                      </TableCell>
                    ))}
                    <TableCell className="text-right tabular-nums" data-testid="team-total">
                      {formatHours(team.totalMinutes)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            )}
          </Card>
        );
      })}
    </>
  );
}
