/** The VIP page's flow, open while the page is; the session's hasVip reaches it (input, then ACCESS once known). */
import { connectVip, type VipView } from '@machines/rewards/vip.connect';
import { useFlow } from '../../../app/actors';
import { useSession } from '../../../app/session';
import { vipLogic } from '../../../app/wiring/rewards/vip';
import { FLOW } from '../../../app/flowKeys';

export function useVip(): VipView {
  const info = useSession().info;
  const hasVip = info ? info.hasVip === true : null;
  return useFlow(FLOW.vip, vipLogic, connectVip, { input: { hasVip }, props: hasVip === null ? null : { type: 'ACCESS', hasVip } });
}
