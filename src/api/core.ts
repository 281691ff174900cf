/**
 * The adapter areas the first page calls. The app builds these from its requester at start
 * (src/app/wiring/platform.ts); createPlatformApi adds the areas only lazily loaded parts call. A module
 * of its own, apart from index.ts, so importing it does not pull the payload cipher or those other
 * areas into the first route's JavaScript.
 */
import { createContentApi } from './content';
import { createGamesApi } from './games';
import { createMemberApi } from './member';
import type { PlatformRequester } from './request';
import { createSessionApi } from './session';
import { createSystemApi } from './system';
import { createWalletApi } from './wallet';

export function createCoreApi(requester: PlatformRequester) {
  return {
    system: createSystemApi(requester),
    session: createSessionApi(requester),
    member: createMemberApi(requester),
    wallet: createWalletApi(requester),
    games: createGamesApi(requester),
    content: createContentApi(requester),
  };
}
