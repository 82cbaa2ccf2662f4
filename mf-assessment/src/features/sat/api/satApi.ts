import { endpoints, type ApiClient, type Question, type SatEntry } from '@qip/shared-contracts';

/** The centre's SAT: its chosen strengths, element by element. */
export function loadSat(api: ApiClient, centerId: string): Promise<SatEntry[]> {
  return api.call(endpoints.sat.list, { params: { id: centerId } });
}

/** Adds a question answered Yes to the SAT (1) or takes it out (0): the comply call's SAT flag. */
export function chooseForSat(api: ApiClient, centerId: string, questionId: string, sat: 0 | 1): Promise<Question> {
  return api.call(endpoints.assessment.comply, { body: { center_id: centerId, question_id: questionId, sat } });
}

/**
 * Saves a strength's description: created when it has no saved SAT data yet, else updated (spec)
 * from the version it was edited from (409 when someone saved it since).
 */
export function saveSatDescription(
  api: ApiClient,
  entry: SatEntry,
  satDescription: string,
  version: number,
): Promise<SatEntry> {
  if (entry.hasData) {
    return api.call(endpoints.sat.update, { params: { id: entry.id }, body: { satDescription, version } });
  }
  return api.call(endpoints.sat.create, {
    body: {
      centerId: entry.center_id,
      questionId: entry.question_id,
      label: entry.label,
      description: entry.description,
      satDescription,
      version,
    },
  });
}

/** Takes a strength out of the SAT with its description. */
export async function removeSatEntry(api: ApiClient, entry: SatEntry): Promise<void> {
  await api.call(endpoints.sat.remove, { params: { id: entry.id } });
}
