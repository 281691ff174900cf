/** A customer-service flow for one place on screen (side menu, status page, list page), fed the permission info's entries. */
import { connectCustomerService, type CustomerServiceView } from '@machines/support/customerService.connect';
import { useFlow } from '../../app/actors';
import { usePermissionInfo } from '../../app/system';
import { customerServiceLogic } from '../../app/wiring/support/customerService';
import { FLOW } from '../../app/flowKeys';

export function useCustomerService(place: string): CustomerServiceView {
  const entries = usePermissionInfo()?.customerService ?? [];
  return useFlow(`${FLOW.customerService}:${place}`, customerServiceLogic, connectCustomerService, { input: { entries } });
}
