/**
 * Wiring of the responsible-gaming chart: the member's state, and each change sent as its own
 * command (never retried: `idempotent: false` in the adapter). A command answered without the
 * state gives null; the chart reads the state itself (loadState), as its own step.
 */
import { createAccountApi, type ResponsibleGaming } from '@api/account';
import { responsibleGamingMachine, type ChangeResult, type ResponsibleChange } from '@machines/member/responsibleGaming.machine';
import { lazyArea, platformCall } from '../platform';

const accountArea = lazyArea('account', createAccountApi);

export const responsibleGamingLogic = responsibleGamingMachine.provide({
  actors: {
    loadState: platformCall<ResponsibleGaming>((_, { signal }) => accountArea().getResponsibleGaming({ signal })),
    applyChange: platformCall<ChangeResult, ResponsibleChange | null>(async (change, { signal }) => {
      if (!change) throw new Error('no change to apply');
      switch (change.kind) {
        case 'limit':
          return accountArea().setDepositLimit(change.period, change.amount, { signal });
        case 'coolOff':
          return { state: await accountArea().startCoolOff(change.days, { signal }) };
        case 'exclude':
          return { state: await accountArea().selfExclude({ signal }) };
      }
    }),
  },
});
