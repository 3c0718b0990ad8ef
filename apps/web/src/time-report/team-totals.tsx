import { Card } from '@/components/ui/card.tsx';
import { HoursTable } from './hours-table.tsx';

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

type Member = Team['members'][number];

const minutesOf = (member: Member, categoryId: string | number) =>
  member.byCategory.find((sum) => sum.categoryId === categoryId)?.minutes;

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
      {teams.map((team) => (
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
            <HoursTable
              firstHeader="Medarbetare"
              columns={categories.map((category) => ({ key: category.id, label: category.name }))}
              rows={team.members.map((member) => ({
                key: member.userId,
                label: member.name,
                minutes: (categoryId) => minutesOf(member, categoryId),
                total: member.totalMinutes,
              }))}
              footer={{
                label: 'Summa team',
                minutes: (categoryId) =>
                  team.members.reduce((sum, member) => sum + (minutesOf(member, categoryId) ?? 0), 0),
                total: team.totalMinutes,
                testId: 'team-total',
              }}
            />
          )}
        </Card>
      ))}
    </>
  );
}
