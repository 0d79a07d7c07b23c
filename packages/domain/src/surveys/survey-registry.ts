import { HAIR_SIGNUP_V1 } from './definitions/hair-signup';
import { MEDICAL_HISTORY_UPDATE_V1 } from './definitions/medical-history-update';
import { NEW_TREATMENT_V1 } from './definitions/new-treatment';
import { ONE_TIME_RX_SKIN_V1 } from './definitions/one-time-rx';
import { SKIN_SIGNUP_V1 } from './definitions/skin-signup';
import { SurveyDefinitionSchema, type SurveyDefinition, type SurveyDefinitionInput } from './survey-definition';

/**
 * Every version ever published. Editing a survey means adding a new version here and retiring the
 * old one, never changing it: stored answers name the version they were given under.
 */
export const WRITTEN_SURVEYS: readonly SurveyDefinitionInput[] = [
  SKIN_SIGNUP_V1,
  HAIR_SIGNUP_V1,
  MEDICAL_HISTORY_UPDATE_V1,
  NEW_TREATMENT_V1,
  ONE_TIME_RX_SKIN_V1,
];

/** Checks and indexes definitions; throws on a broken one or a repeated (id, version). */
export function buildSurveyRegistry(inputs: readonly SurveyDefinitionInput[]): SurveyRegistry {
  const registry = new SurveyRegistry(inputs);
  registry.list();
  return registry;
}

interface RegistryIndex {
  byKey: ReadonlyMap<string, SurveyDefinition>;
  byContext: ReadonlyMap<string, SurveyDefinition>;
}

function indexDefinitions(inputs: readonly SurveyDefinitionInput[]): RegistryIndex {
  const byKey = new Map<string, SurveyDefinition>();
  const byContext = new Map<string, SurveyDefinition>();
  for (const input of inputs) {
    const definition = SurveyDefinitionSchema.parse(input);
    const key = `${definition.id}@${definition.version}`;
    const context = surveyContext(definition);
    if (byKey.has(key) || byContext.has(context)) {
      throw new Error(`Survey ${key} (${context}) is defined twice`);
    }
    byKey.set(key, definition);
    byContext.set(context, definition);
  }
  return { byKey, byContext };
}

/**
 * The definitions, checked and indexed on first use rather than on import: the server starts
 * without paying for it, and the first use still fails loudly on a broken survey.
 */
export class SurveyRegistry {
  private built: RegistryIndex | undefined;

  constructor(private readonly inputs: readonly SurveyDefinitionInput[]) {}

  private get index(): RegistryIndex {
    this.built ??= indexDefinitions(this.inputs);
    return this.built;
  }

  /** The definition of this exact version, retired or not (for answers stored under it). */
  find(id: string, version: number): SurveyDefinition | undefined {
    return this.index.byKey.get(`${id}@${version}`);
  }

  /** The definition answers were saved under, from their context `{group}-v{version}`. */
  findByContext(context: string): SurveyDefinition | undefined {
    return this.index.byContext.get(context);
  }

  /** The newest published version of a survey: what a new visit is given. */
  findCurrent(id: string): SurveyDefinition | undefined {
    let current: SurveyDefinition | undefined;
    for (const definition of this.index.byKey.values()) {
      const isNewer = current === undefined || definition.version > current.version;
      if (definition.id === id && definition.state === 'published' && isNewer) {
        current = definition;
      }
    }
    return current;
  }

  /** Every definition, in the order written. */
  list(): SurveyDefinition[] {
    return [...this.index.byKey.values()];
  }
}

/** The context responses are saved under (001 §7.3: `group-v{version}`). */
export function surveyContext(definition: Pick<SurveyDefinition, 'group' | 'version'>): string {
  return `${definition.group}-v${definition.version}`;
}

/** The registry of the written surveys, checked once when first used (every test run uses it). */
export const SURVEY_REGISTRY = new SurveyRegistry(WRITTEN_SURVEYS);
