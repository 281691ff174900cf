/**
 * The route table's matcher, handed down by App through context: the member centre draws the
 * page beneath its overlay from it without importing the route table, which lazily imports the
 * member centre (an import cycle otherwise).
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface MatchedView {
  /** The route shows the home lobby (its view, if any, is a popup over it). */
  readonly lobby: boolean;
  readonly view: ComponentType | null;
}

export const RouteMatchContext = createContext<(path: string) => MatchedView | null>(() => null);

export function useRouteMatch(): (path: string) => MatchedView | null {
  return useContext(RouteMatchContext);
}
