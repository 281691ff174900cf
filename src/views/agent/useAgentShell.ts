/** The agent centre shell: its flow is open for as long as /agentHome/<page> is shown. */
import { connectAgentShell, type AgentShellView } from '@machines/agent/agentShell.connect';
import type { AgentShellInput } from '@machines/agent/agentShell.machine';
import type { ContractKind } from '@machines/contracts/contractKinds';
import { useFlow } from '../../app/actors';
import { agentShellLogic } from '../../app/wiring/agent/agentShell';
import { FLOW } from '../../app/flowKeys';

/**
 * The input opens the flow; the page asked for and the menu's flags follow as the chart's events
 * when they change, and the contract setting once known (`kindsSetUp`, null: not said).
 */
export function useAgentShell(input: AgentShellInput, kindsSetUp: readonly ContractKind[] | null): AgentShellView {
  return useFlow(FLOW.agentShell, agentShellLogic, connectAgentShell, {
    input,
    props: [{ type: 'SHOW_PAGE', page: input.page }, { type: 'FLAGS', flags: input.flags }, kindsSetUp ? { type: 'CONTRACT_SETUP', kinds: kindsSetUp } : null],
  });
}
