/** The notices chart's actor, shared by the banner slot (every route with a banner) and the home lobby's marquee. */
import { createActorContext } from '@xstate/react';
import { noticesLogic } from '../../app/notices-services';

export const NoticesActor = createActorContext(noticesLogic);
