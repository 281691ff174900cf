import { connectAppInstall } from '@machines/app/appInstall.connect';
import { useFlowApi } from '../../app/actors';
import { FLOW } from '../../app/flowKeys';
import { appInstallLogic } from '../../app/wiring/app/appInstall';

/** The install entry (opened for the page's life by AppInstallHost, which App mounts). */
export const useAppInstall = () => useFlowApi(FLOW.appInstall, appInstallLogic, connectAppInstall);
