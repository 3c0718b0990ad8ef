import type { Prisma } from '@prisma/client';
import { addDays, at, startOfMonth } from '../dates.ts';
import { DEMO_USERS } from './users.ts';

/**
 * Tidrapport (/tidrap.html): two teams with their leads, and the reported hours of their members on the weekdays
 * from the first of last month on. The agent 'agent' has reported nothing the last two weeks (their own report
 * is where the demo starts). Hours vary by a fixed formula, not the demo's random stream, so the rest of the
 * demo data stays as it was.
 */
const TEAMS = [
  { name: 'Kundtjänst', lead: 'kochef', members: ['agent', 'agent2', 'andralinjen', 'tredjelinjen'] },
  {
    name: 'Back office',
    lead: 'admin',
    members: ['ekonomi', 'adress', 'affarsstod', 'provisionering'],
  },
] as const;

const userId = (username: string): number => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.id;
};

/** The day's categories and minutes of one member: about eight hours, in quarter hours. */
function dayPlan(
  seed: number,
  supportRole: boolean,
  weekday: number,
): Array<[code: string, minutes: number]> {
  if (seed % 23 === 0) return [['ABSENCE', 480]];
  const meeting = weekday === 0 ? 60 : 0;
  const training = seed % 7 === 0 ? 90 : 0;
  const rest = 480 - meeting - training;
  const main = Math.floor((rest * (55 + (seed % 4) * 5)) / 100 / 15) * 15;
  const plan: Array<[string, number]> = supportRole
    ? [
        ['PHONE', main],
        ['CASES', Math.floor((rest - main) / 2 / 15) * 15],
      ]
    : [
        ['ADMIN', main],
        ['CASES', Math.floor((rest - main) / 2 / 15) * 15],
      ];
  const used = plan.reduce((sum, [, minutes]) => sum + minutes, 0);
  plan.push([supportRole ? 'CHAT_EMAIL' : 'MEETING', rest - used]);
  if (meeting) plan.push(['MEETING', meeting]);
  if (training) plan.push(['TRAINING', training]);
  // MEETING may appear twice for back office on Mondays: merge per category.
  const merged = new Map<string, number>();
  for (const [code, minutes] of plan) if (minutes > 0) merged.set(code, (merged.get(code) ?? 0) + minutes);
  return [...merged];
}

/** Inserts the demo teams and time entries; the categories come with the migration. Returns the rows written. */
export async function insertTimeReportDemo(tx: Prisma.TransactionClient, today: Date): Promise<number> {
  const categories = new Map(
    (await tx.timeCategory.findMany()).map((category) => [category.code, category.id] as const),
  );
  let rows = 0;
  const entries: Prisma.TimeEntryCreateManyInput[] = [];
  for (const [teamIndex, team] of TEAMS.entries()) {
    await tx.timeReportTeam.create({
      data: {
        name: team.name,
        leadId: userId(team.lead),
        members: { create: team.members.map((member) => ({ userId: userId(member) })) },
      },
    });
    rows += 1 + team.members.length;
    for (const member of team.members) {
      const id = userId(member);
      const last = member === 'agent' ? addDays(today, -14) : addDays(today, -1);
      for (let day = startOfMonth(today, -1); day <= last; day = addDays(day, 1)) {
        const weekday = (day.getUTCDay() + 6) % 7;
        if (weekday > 4) continue;
        const seed = id * 31 + day.getUTCDate() * 7 + day.getUTCMonth();
        for (const [code, minutes] of dayPlan(seed, teamIndex === 0, weekday)) {
          const categoryId = categories.get(code);
          if (categoryId === undefined) continue;
          entries.push({
            userId: id,
            day,
            categoryId,
            minutes,
            note: code === 'TRAINING' ? 'Produktutbildning' : null,
            // Reported at the end of the working day (the last day reported is yesterday at the latest).
            createdAt: at(day, 16),
            updatedAt: at(day, 16),
          });
        }
      }
    }
  }
  const { count } = await tx.timeEntry.createMany({ data: entries });
  return rows + count;
}
