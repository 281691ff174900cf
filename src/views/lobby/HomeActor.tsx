/** The home chart's actor, shared by the lobby and the banner slot (both show what it loaded). */
import { createActorContext } from '@xstate/react';
import { homeLogic } from '../../app/games-services';

export const HomeActor = createActorContext(homeLogic);
