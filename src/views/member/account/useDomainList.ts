/** The domain list page's flow. */
import { connectDomainList, type DomainListApi } from '@machines/app/domainList.connect';
import { useFlow } from '../../../app/actors';
import { domainListLogic } from '../../../app/wiring/app/domainList';

export function useDomainList(): DomainListApi {
  return useFlow('domainList', domainListLogic, connectDomainList);
}
