/** The agent centre shell: its flow is open for as long as /agentHome/<page> is shown. */
import { connectAgentShell, type AgentShellApi } from '@machines/agent/agentShell.connect';
import type { AgentShellInput } from '@machines/agent/agentShell.machine';
import { useFlow } from '../../app/actors';
import { agentShellLogic } from '../../app/wiring/agent/agentShell';

export const AGENT_SHELL_FLOW = 'agentShell';

export function useAgentShell(input: AgentShellInput): AgentShellApi {
  return useFlow(AGENT_SHELL_FLOW, agentShellLogic, connectAgentShell, input);
}
