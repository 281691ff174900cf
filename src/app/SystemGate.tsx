/** Renders the app only when the system chart is in `normal`; otherwise the page for its state. */
import type { ReactNode } from 'react';
import { useSystem } from './system';
import {
  BlockedIpPage,
  InvalidDomainPage,
  LoadingPage,
  MaintenancePage,
  NetworkFailurePage,
  RegionRestrictedPage,
} from '../views/status/StatusPages';

export function SystemGate({ children }: { children: ReactNode }) {
  switch (useSystem().page) {
    case 'normal':
      return <>{children}</>;
    case 'maintenance':
      return <MaintenancePage />;
    case 'regionRestricted':
      return <RegionRestrictedPage />;
    case 'invalidDomain':
      return <InvalidDomainPage />;
    case 'blockedIp':
      return <BlockedIpPage />;
    case 'networkFailure':
      return <NetworkFailurePage />;
    default:
      return <LoadingPage />;
  }
}
