import { isSelectedChannel, planChannelEdit, toggleChannel } from '@sappis/shared';
import type { Model, Sequence } from '../sequence.ts';
import { ModelCommand, pickOne } from './command.ts';

/**
 * 'Ändra kanaler': on a channel package of the agreement the form lets edit, tick and untick channels the way the
 * form does (a tick beyond the package's limit changes nothing), then save when something changed and the
 * picker's plan allows it.
 */
export class ChannelEditCommand extends ModelCommand {
  constructor(
    readonly pick: number,
    readonly toggles: number[],
  ) {
    super();
  }

  override check(model: Readonly<Model>): boolean {
    return model.hasChannelPackage;
  }

  async act(sequence: Sequence): Promise<string> {
    const { prisma, agent, channelRules } = sequence.world;
    const packages = await prisma.agreementRow.findMany({
      where: {
        agreementId: sequence.agreementId,
        parentRowId: null,
        productNumber: { in: [...channelRules.keys()] },
      },
      select: { id: true },
      orderBy: { rowNumber: 'asc' },
    });
    const packageRow = pickOne(packages, this.pick);
    if (!packageRow) return 'channel edit: no package';
    const described = await agent.caller.channels.channelPackage({ packageRowId: packageRow.id });
    if (!described.editable) return `channel edit: package ${packageRow.id} not editable`;
    const offered = described.available
      .filter((channel) => channel.tv)
      .map((channel) => channel.productNumber);
    const current = described.channels
      .filter((channel) => isSelectedChannel(channel.list))
      .map((channel) => channel.productNumber);
    let selected = [...current];
    for (const toggle of this.toggles) {
      const channel = pickOne(offered, toggle);
      if (channel) selected = toggleChannel(selected, channel, described.selectableChannelCount).selected;
    }
    if (selected.length === current.length && selected.every((channel) => current.includes(channel)))
      return `channel edit: package ${packageRow.id} unchanged`;
    // The picker plans the edit and disables Spara while the plan is refused.
    const planned = planChannelEdit(described, selected, described.today);
    if (!planned.ok) return `channel edit: package ${packageRow.id} refused: ${planned.message}`;
    const saved = await agent.caller.channels.update({ packageRowId: packageRow.id, channels: selected });
    return `channel edit: package ${packageRow.id} added ${saved.added.join(',')} removed ${saved.removed.join(',')}`;
  }

  toString(): string {
    return `new ChannelEditCommand(${this.pick}, ${JSON.stringify(this.toggles)})`;
  }
}
