import { DEMO_FIXTURES } from '@sappis/db/seed/index';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AssignmentCommand } from './commands/assignment.ts';
import { ChannelEditCommand } from './commands/channel-edit.ts';
import { ContinueCommand } from './commands/continue.ts';
import { DaysPassCommand } from './commands/days-pass.ts';
import { DeceasedCommand } from './commands/deceased.ts';
import { EditDatesCommand } from './commands/edit-dates.ts';
import { MoveCommand } from './commands/move.ts';
import { PauseCommand } from './commands/pause.ts';
import { ReverseInvoiceCommand } from './commands/reverse-invoice.ts';
import { TerminateCommand } from './commands/terminate.ts';
import { TransferServiceCommand } from './commands/transfer-service.ts';
import { runSequence } from './run-sequence.ts';
import { createWorld, type World } from './world.ts';

/**
 * The counterexamples the model-based test found, shrunk, as they came out (source: the index of the demo
 * agreement copied; the commands' numbers pick among what the forms offer). The invariant a test is about fails it
 * even while it is known open (failOn); the others as in the model test.
 * `it.fails`: an open bug; flip to `it` when its fix merges.
 */
let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 120_000);
afterAll(async () => {
  await world?.db.drop();
});

/** The index in world.sources of the demo agreement with this number (what runSequence copies). */
describe('model-based counterexamples', () => {
  // noRowComesBack. Found by this test while fixing issue 19 item 4 (services already ending count towards ending
  // the whole agreement): after every service was terminated on 2026-12-31, a deceased termination of one of them
  // ended the whole agreement but gave it the earlier date, 2026-11-30, while the other services ran to 2026-12-31.
  it('ending the last running service gives the agreement the latest end date of its services', async () => {
    await runSequence(world, 0, [new TerminateCommand(true, 0), new DeceasedCommand(false, 0)], {
      failOn: ['noRowComesBack'],
    });
  });

  // noRowComesBack. Issue 18, "termination ends every row": the deceased termination of every service of a Mix
  // package agreement leaves the hire box (BOX015), the programme card (CGKORT) and the package's channel sub-rows
  // (KAN…, FRI045) running after the agreement's end.
  it('terminating every service (deceased) ends the hire box, the card and the channels', async () => {
    await runSequence(world, 0, [new DeceasedCommand(true, 0)], { failOn: ['noRowComesBack'] });
  });

  // channelLimit. Issue 18, "channel limits over future dates": a channel whose end date is moved to a later day
  // (edit dates) is no longer counted as chosen, so the channel edit adds one more and the package holds 6 of its
  // 5 channels until that day.
  it('a channel ending later still counts against the package limit', async () => {
    await runSequence(world, 0, [new EditDatesCommand(1267399, 'end', 0), new ChannelEditCommand(0, [0])], {
      failOn: ['channelLimit'],
    });
  });

  // discountWithCampaign. Found by this test, not among issue 18's items yet: editing a campaign row's end date
  // (TVMIX5 to 2026-12-01) leaves its RABATT discount sub-row running without it from 2026-12-02.
  it("editing a campaign row's end date ends its discount too", async () => {
    await runSequence(world, 3, [new EditDatesCommand(0, 'end', 0)], { failOn: ['discountWithCampaign'] });
  });

  // noRowEndsBeforeStart. Found by this test, not among issue 18's items yet: the deceased termination of a service
  // that starts in the future (a TVMIX5 from 2027-02-01) ends it today, before its start, where the plan could
  // cancel it (OperationPlan.cancelRows).
  it('a deceased termination cancels a service that has not started', async () => {
    await runSequence(world, 22, [new DeceasedCommand(false, 613892738)], {
      failOn: ['noRowEndsBeforeStart'],
    });
  });

  // endedAgreementMarked. Issue 18, "a daily sweep marks agreements ended": one service ended (deceased) and the
  // other transferred to another agreement of the customer from 2026-12-01; on that day every row has ended but
  // the agreement is not marked ended.
  it('an agreement whose rows have all ended is marked ended the next day', async () => {
    await runSequence(
      world,
      155,
      [new DeceasedCommand(false, 0), new TransferServiceCommand(0, 4), new DaysPassCommand({ days: 4 })],
      { failOn: ['endedAgreementMarked'] },
    );
  });

  // endedAgreementMarked. Found by the long run (MODEL_RUNS=2000): a transfer of every service to another agreement
  // of the customer from today ends every row yesterday, but only a termination marked the agreement ended at once.
  it('a transfer of every service from today ends the agreement at once', async () => {
    await runSequence(world, 15, [new TransferServiceCommand(27258719, 0)], {
      failOn: ['endedAgreementMarked'],
    });
  });

  // noRowComesBack. Found by the long run (MODEL_RUNS=1000) when the assignment came in, a fault of the model's
  // bookkeeping, not of the assignment: after a whole-agreement termination on 2026-12-31 the agent moves the Mix
  // package's end to 2027-01-01 (edit dates: run on on purpose), and the assignment's copy of it for the receiver
  // keeps that end. A copy of a row that runs on on purpose runs on on purpose too.
  it("an assignment's copy of a row the agent ran past the termination may run on", async () => {
    await runSequence(world, 0, [
      new TerminateCommand(true, 382047048),
      new EditDatesCommand(0, 'end', 31),
      new AssignmentCommand(1, 0),
    ]);
  });

  // billedToHolder. Found by the CI seed when the hand-over came to follow the dates (issue 19 item 8): after an
  // assignment ending 2026-11-30 the assigner's agent moved the receiver's TVSTART (from 2026-12-01) to start
  // 2026-11-28, so it was billed to the assigner on the end date and to the receiver after it.
  it("until the hand-over the assigner cannot move the receiver's service into the assigner's days", async () => {
    await runSequence(world, 2, [new AssignmentCommand(0, 0), new EditDatesCommand(0, 'start', 0)], {
      failOn: ['billedToHolder'],
    });
  });

  // shownAsCharged. Issue 26 item 3: after a pause of the campaign agreement's services (demo agreement 1000121) the
  // returning Sappa Mix 10 starts after its campaign has ended, yet the table showed its campaign price 199,50 (what
  // it bills today) where it bills 399 from its start day; the TVSPORT whose campaign had ended kept 'Kampanj'
  // (issue 26 item 4).
  it('the table shows a returning row at what it bills on its start day, and no ended campaign', async () => {
    await runSequence(
      world,
      await sourceOf(DEMO_FIXTURES.agreements.campaignWithDiscounts),
      [new PauseCommand(1, 0, 6)],
      {
        failOn: ['shownAsCharged'],
      },
    );
  });

  // shownAsCharged. Issue 26 item 4: a campaign row's price already includes its discount (RABATT), so the table
  // listed the discount a second time and the column did not add up to the monthly cost.
  it("the table's rows billed today add up to the agreement's monthly cost", async () => {
    await runSequence(
      world,
      await sourceOf(DEMO_FIXTURES.agreements.campaignWithDiscounts),
      [new DaysPassCommand({ days: 1 })],
      {
        failOn: ['shownAsCharged'],
      },
    );
  });

  // invoiceAddsUp. Issue 26 item 6: reversing part of an invoice row added its credit row ('Vänd: …') but left
  // 'Belopp' and 'Kvar att betala' as they were (invoice 10000902: 478 with rows summing to 246,26).
  it("reversing invoice rows makes 'Belopp' the sum of the rows", async () => {
    await runSequence(world, 0, [new ReverseInvoiceCommand(1, 10, false)], { failOn: ['invoiceAddsUp'] });
  });

  // dependentsFollowService. Issue 26 item 1 (100012 / 1000121): 'Avsluta' of Sappa Mix 10 alone (pick 1 ticks the
  // first listed service) left the hire box BOX015, Sappa Sport and Sappa Play Plus billing with no TV.
  it('ending the last TV package ends the hire box and the TV add-ons with it', async () => {
    await runSequence(world, await sourceOf(1000121), [new TerminateCommand(false, 1).keeping(1)], {
      failOn: ['dependentsFollowService'],
    });
  });

  // dependentsFollowService. Issue 26 item 1 (100156 / 1001563): a pause of both listed services (Sappa Start and
  // Sappa Play) still billed both hire boxes, 98 kr/mån, during the pause.
  it('a pause of every service pauses the hire boxes with them', async () => {
    await runSequence(world, await sourceOf(1001563), [new PauseCommand(3, 0, 0).keeping(1)], {
      failOn: ['dependentsFollowService'],
    });
  });

  // dependentsFollowService. Issue 26 item 1 (100013 / 1000131): a new end date for the broadband ('Ändra datum')
  // left the hire router and Säker surf billing after it.
  it("ending the broadband with 'Ändra datum' ends the router and Säker surf", async () => {
    await runSequence(world, await sourceOf(1000131), [new EditDatesCommand(0, 'end', 0).keeping(1)], {
      failOn: ['dependentsFollowService'],
    });
  });

  // dependentsFollowService. Found by the CI seed before the rule: transferring the TV package of 1000011 to the
  // sibling agreement from 2026-11-28 left its hire box BOX015 billing on the old agreement with no TV.
  it('a transfer of the TV service ends the hire box left behind', async () => {
    await runSequence(world, 0, [new TransferServiceCommand(0, 1).keeping(0)], {
      failOn: ['dependentsFollowService'],
    });
  });

  // feesBelongToSomething. Issue 26 item 2 (100156 / 1001563): the returning services of a pause terminated before
  // they return (the pause never ends in anything) kept the 295 kr 'Pausavgift'.
  it('a pause whose services never come back loses its fee', async () => {
    await runSequence(
      world,
      await sourceOf(1001563),
      [new PauseCommand(3, 0, 0).keeping(1), new TerminateCommand(true, 0).keeping(1)],
      { failOn: ['feesBelongToSomething'] },
    );
  });

  // provisioningFollowsRows. Seen on 100012 / 1000121 and 100156 / 1001563 (pause, then end the returning rows): the
  // paused rows kept their suspension ('Avstängning' in the table) although they never come back; they are
  // deactivated ('Avaktivering') on the same day instead.
  it('a pause whose services never come back deactivates them instead of suspending them', async () => {
    await runSequence(
      world,
      await sourceOf(1001563),
      [new PauseCommand(3, 0, 0).keeping(1), new TerminateCommand(true, 0).keeping(1)],
      { failOn: ['provisioningFollowsRows'] },
    );
  });

  // provisioningFollowsRows. Found by the long run (MODEL_RUNS=150, seed 741103372) as soon as the invariant was
  // added: the TV package paused from 2027-01-01, then 'Kanaler' swapped a channel today; the removed channel ended
  // 2026-11-30 but kept its suspension due 2027-01-01 ('Avstängning' on a channel gone a month before). The package's
  // change order takes it off, so its own unsent suspension or deactivation is withdrawn.
  it("a channel removed from a paused package loses the package's suspension", async () => {
    await runSequence(
      world,
      0,
      [new PauseCommand(0, 0, 0).keeping(0), new ChannelEditCommand(0, [11947945, 0])],
      {
        failOn: ['provisioningFollowsRows'],
      },
    );
  });

  // provisioningFollowsRows. The same cause, found by the long run (MODEL_RUNS=150, seed 272110229) before that fix:
  // an assignment ends the assigner's rows on 2026-12-31 (deactivation due 2027-01-01), then 'Kanaler' removed a
  // channel from 2026-11-30, which kept its deactivation a month late.
  it("a channel removed after an assignment loses the assigner's deactivation", async () => {
    await runSequence(world, 4, [new AssignmentCommand(0, 1), new ChannelEditCommand(0, [311745327, 0])], {
      failOn: ['provisioningFollowsRows'],
    });
  });

  // provisioningFollowsRows. Found by the CI seed and the long run (seed 613885963) once the invariant was added: a
  // pause from 2027-01-01, then 'Ändra datum' moved the paused row's end to 2026-12-01; it got a deactivation on
  // 2026-12-02 and kept its suspension on 2027-01-01. A re-dated paused row is suspended the day after its new end.
  it("'Ändra datum' on a paused row moves its suspension with it", async () => {
    await runSequence(
      world,
      0,
      [new PauseCommand(43022567, 0, 0).keeping(0), new EditDatesCommand(0, 'end', 0).keeping(0)],
      { failOn: ['provisioningFollowsRows'] },
    );
  });

  // provisioningFollowsRows. Found by the CI seed after the fix above: a channel dated by the agent to end on
  // 2027-01-01, then a pause of its package from 2027-01-01 to 2027-02-01; the channel does not return (it ends
  // before the return) but was suspended. A paused row that does not come back is deactivated.
  it('a channel that ends before its paused package returns is deactivated, not suspended', async () => {
    await runSequence(
      world,
      0,
      [new EditDatesCommand(498880, 'end', 31).keeping(0), new PauseCommand(0, 0, 0).keeping(0)],
      { failOn: ['provisioningFollowsRows'] },
    );
  });

  // feesBelongToSomething. Found by the long run (MODEL_RUNS=150, seed 23111341): a pause of the service from
  // 2027-01-01, then a transfer of it to the sibling agreement from today; the service ends before the pause would
  // begin, yet its pause fee stayed (the rule counted the pause's returning row as a return).
  it('a service moved away before its pause begins loses the pause fee', async () => {
    await runSequence(
      world,
      25,
      [new PauseCommand(0, 0, 0).keeping(0), new TransferServiceCommand(0, 0).keeping(0)],
      { failOn: ['feesBelongToSomething'] },
    );
  });

  // dependentsFollowService, a fault of the invariant, not of the rule. Found by the long run (MODEL_RUNS=120, seed
  // 522091212): the broadband ended on 2026-12-31, then the agent moved the hire router's own end to 2027-01-01 with
  // 'Ändra datum'. A row the agent dates itself runs as the agent set it (withDependentRows leaves it).
  it("a row the agent dates itself with 'Ändra datum' may run past its service", async () => {
    await runSequence(world, 123, [
      new TerminateCommand(false, 0).keeping(0),
      new EditDatesCommand(62069773, 'end', 31).keeping(0),
    ]);
  });

  // pausePreservesPrice. Found by the long run (MODEL_RUNS=80, seed 996446584): the TV package is terminated with
  // its hire box kept (a reason given), then a pause of Sappa Play listed the box again, ticked, and ended it for
  // good. The rule: the keep is recorded on the row (keptWithoutService), and an operation acts on a kept row only
  // for the days it itself leaves without a service; the days the agent kept it stay as decided.
  it('a row kept in an earlier operation is not ended by a later pause', async () => {
    await runSequence(
      world,
      0,
      [new TerminateCommand(false, 0).keeping(0), new PauseCommand(0, 0, 0).keeping(2318173)],
      { failOn: ['pausePreservesPrice'] },
    );
  });

  // followersContinue. Issue 26 (100013 / 1000131): continuing the terminated broadband (pick 1: the first listed)
  // left its hire router and Säker surf, ended with it, ended: the customer had broadband and no router.
  it('continuing the broadband brings back the router and Säker surf that ended with it', async () => {
    await runSequence(world, await sourceOf(1000131), [new ContinueCommand(1).keeping(1)], {
      failOn: ['followersContinue'],
    });
  });

  // dependentsFollowService. Issue 26 (100013 / 1000131): the continue list offered the hire router on its own (pick
  // 2: the second listed), and continuing it alone billed a router with no broadband.
  it('a router that ended with its broadband is not continued without it', async () => {
    await runSequence(world, await sourceOf(1000131), [new ContinueCommand(2).keeping(1)], {
      failOn: ['dependentsFollowService', 'followersContinue'],
    });
  });

  // keepsTravel. Issue 26 (100022 / 1000221): the hire box kept without the paused TV (pick 4: the box alone) lost
  // its keep on the sibling agreement it was transferred to.
  it('a kept box transferred to another agreement stays kept', async () => {
    await runSequence(world, await sourceOf(1000221), [new TransferServiceCommand(4, 1).keeping(1)], {
      failOn: ['keepsTravel'],
    });
  });

  // keepsTravel. Issue 26 (100022 / 1000221): the hire box and card kept without the paused TV lost their keeps on
  // the agreement a move created.
  it('kept rows stay kept on the agreement a move creates', async () => {
    await runSequence(world, await sourceOf(1000221), [new MoveCommand(0, 0, 0).keeping(1)], {
      failOn: ['keepsTravel'],
    });
  });

  // dependentsFollowService and keepsTravel. Found by the long run (MODEL_RUNS=200, seed 2033408315): Sappa Mix 5
  // ended (deceased) with its hire box kept (a reason given), Sappa Play then terminated to 2026-12-31 (the last
  // service: the agreement and the box end that day), and the box continued: the continued box lost its keep and
  // billed from 2027-01-01 as if no one had decided it runs without a TV. A continued row keeps its keep.
  it('a kept box that is continued stays kept', async () => {
    await runSequence(
      world,
      0,
      [
        new DeceasedCommand(false, 0).keeping(0),
        new TerminateCommand(false, 0).keeping(0),
        new ContinueCommand(0).keeping(0),
      ],
      { failOn: ['dependentsFollowService', 'keepsTravel'] },
    );
  });

  // dependentsFollowService. Found by a probe of the continue after the case above (not by a random seed): the agent
  // dated the hire box to end on 2026-12-11 ('Ändra datum'), Sappa Mix 5 was terminated to 2027-01-31, and the box
  // was continued on its own from 2026-12-12 without an end: it billed from 2027-02-01 without a TV. A continued
  // box ends with the last TV it continues beside.
  it('a hire box continued on its own ends with the TV', async () => {
    await runSequence(
      world,
      0,
      [
        new EditDatesCommand(7, 'end', 10).keeping(1),
        new TerminateCommand(false, 1).keeping(1),
        new ContinueCommand(1).keeping(1),
      ],
      { failOn: ['dependentsFollowService'] },
    );
  });

  // provisioningFollowsRows. Found by the long run (MODEL_RUNS=200, seed 1135885223): Sappa Mix 5 paused from
  // 2027-01-01 to 2027-02-01, then on 2027-01-01 the agreement moved from 2027-01-02; the returning rows went to the
  // new agreement, so the paused rows never come back here, yet their suspension due that day stayed (the rule only
  // turned suspensions not yet due into deactivations). A paused row that never comes back is deactivated.
  it('a move during a pause deactivates the paused rows left behind', async () => {
    await runSequence(
      world,
      0,
      [
        new PauseCommand(0, 0, 0).keeping(0),
        new DaysPassCommand({ days: 35 }),
        new MoveCommand(0, 0, 0).keeping(0),
      ],
      { failOn: ['provisioningFollowsRows'] },
    );
  });

  // followersContinue. Found by the long run (MODEL_RUNS=200, seed 117029181): the broadband paused from 2027-01-01
  // to 2027-02-01 with its hire router kept, both broadband rows then transferred to the sibling agreement from
  // 2026-11-28 (the router ends 2026-11-27 with it, its kept January days left a row of their own), then the
  // broadband continued from 2026-11-28. Continue took the January row for the router's continuation and left it
  // ended; now the router comes back around its kept days (continueFollowers, daysNotYetRun).
  it('continuing a transferred broadband brings back the router kept during its pause', async () => {
    await runSequence(
      world,
      1,
      [
        new PauseCommand(0, 0, 0).keeping(0),
        new TransferServiceCommand(726648165, 1).keeping(507348781),
        new ContinueCommand(0).keeping(0),
      ],
      { failOn: ['followersContinue'] },
    );
  });

  // channelLimit. Found by a long random run at the end of stop 34 (MODEL_RUNS=1000, seed 1940416283): on demo
  // agreement id 5 'Ändra datum' moved the start of an upcoming channel (a swap at the month end) to tomorrow, and
  // Sappa Mix 10 had 11 channels on 2026-11-28, at most 10. Fix: edit-dates keeps the package's channel schedule as
  // 'Kanaler' does (channelScheduleProblem), so the date is refused and the model's agent picks another.
  it('a changed start date never gives a channel package more channels than it may have', async () => {
    await runSequence(world, 4, [new EditDatesCommand(0, 'start', 0).keeping(0)], {
      failOn: ['channelLimit'],
    });
  });
});

/** The index in world.sources of a demo agreement, by number. */
async function sourceOf(agreementNumber: number): Promise<number> {
  const { id } = await world.prisma.agreement.findUniqueOrThrow({
    where: { agreementNumber },
    select: { id: true },
  });
  return world.sources.indexOf(id);
}
