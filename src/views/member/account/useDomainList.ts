/** The domain list page's flow. */
import { connectDomainList, type DomainListView } from '@machines/app/domainList.connect';
import { useFlow } from '../../../app/actors';
import { domainListLogic } from '../../../app/wiring/app/domainList';
import { FLOW } from '../../../app/flowKeys';

export function useDomainList(): DomainListView {
  return useFlow(FLOW.domainList, domainListLogic, connectDomainList);
}
