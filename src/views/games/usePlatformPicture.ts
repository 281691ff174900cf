import { useCallback } from 'react';
import { usePermissionInfo } from '../../app/system';
import { imageUrl } from './imageUrl';

/**
 * Places the platform's picture paths on one of its image hosts (the status call's imageCDNs:
 * SPEC.md "Image and game-launch hosts are chosen randomly from server-provided lists"). A path
 * left as it is loads from the app's own origin, which serves no platform pictures in production
 * (nginx answers 404 there).
 */
export function usePlatformPicture(): (path: string | null | undefined) => string | undefined {
  const cdns = usePermissionInfo()?.imageCDNs;
  return useCallback((path: string | null | undefined) => imageUrl(path, cdns) ?? undefined, [cdns]);
}
