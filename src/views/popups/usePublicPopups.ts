/** The public popups' flow, open for the page's life (App's popup check). */
import { connectPublicPopups, type PublicPopupsApi } from '@machines/app/publicPopups.connect';
import { useFlow } from '../../app/actors';
import { publicPopupsInput, publicPopupsLogic } from '../../app/wiring/app/publicPopups';

export const usePublicPopups = (): PublicPopupsApi => useFlow('publicPopups', publicPopupsLogic, connectPublicPopups, publicPopupsInput());
