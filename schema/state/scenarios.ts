/**
 * Scenario registry: the X-Scenario header names a state, created from the seed on first use.
 * Tests make one per test, so the registry forgets the least recently used ones beyond a limit
 * (never 'default').
 */
import type { Catalogue } from './catalogue.js';
import { Scenario } from './scenario.js';

export const DEFAULT_SCENARIO_ID = 'default';
const SCENARIO_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

export function isValidScenarioId(id: string): boolean {
  return SCENARIO_ID_PATTERN.test(id);
}

export class ScenarioRegistry {
  /** Map order is recency order: a touched scenario moves to the end. */
  private readonly scenarios = new Map<string, Scenario>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly now: () => number,
    private readonly limit: number,
  ) {}

  get(id: string): Scenario {
    const existing = this.scenarios.get(id);
    if (existing) {
      this.scenarios.delete(id);
      this.scenarios.set(id, existing);
      return existing;
    }
    return this.create(id);
  }

  /** Replaces the scenario with a fresh one from the seed. */
  reset(id: string): Scenario {
    this.scenarios.delete(id);
    return this.create(id);
  }

  ids(): string[] {
    return [...this.scenarios.keys()];
  }

  private create(id: string): Scenario {
    const scenario = new Scenario(id, this.catalogue, this.now);
    this.scenarios.set(id, scenario);
    for (const oldest of this.scenarios.keys()) {
      if (this.scenarios.size <= this.limit) break;
      if (oldest !== DEFAULT_SCENARIO_ID && oldest !== id) this.scenarios.delete(oldest);
    }
    return scenario;
  }
}
